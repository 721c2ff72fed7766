import { ArrowUpRight, Clock, Info, TrendingDown } from "lucide-react";
import { css } from "styled-system/css";
import {
  barTrack,
  detail,
  eyebrow,
  flex,
  grid,
  iconText,
  labelText,
  roundMark,
  rule,
  stack,
  statValue,
  title,
  visuallyHidden,
  wrap,
} from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { ExternalLink } from "../../../components/ui/ExternalLink";
import { Tooltip } from "../../../components/ui/Tooltip";
import { calculatorCopy } from "../../../content/calculator";
import { links } from "../../../content/links";
import type { SavingsEstimate } from "../../../domain/calculator";
import { formatRate, formatUsd } from "./format";

const copy = calculatorCopy.results;

const chip = iconText({
  gap: "1.5",
  px: "3",
  py: "1",
  borderRadius: "full",
  fontSize: "sm",
  fontWeight: "600",
  bg: "rgba(255, 255, 255, 0.08)",
  borderWidth: "1px",
  borderColor: "rgba(255, 255, 255, 0.14)",
  color: "white",
  fontVariantNumeric: "tabular-nums",
  "& svg": { width: "4", height: "4", color: "fg.invertedAccent", flexShrink: 0 },
});

function CostRow(props: {
  testId: string;
  label: string;
  note: string;
  amount: number;
  share: number;
  tone: "muted" | "accent";
}) {
  return (
    <div>
      <div className={flex({ align: "baseline", justify: "space-between", gap: "4" })}>
        <p className={labelText({ color: "white" })}>{props.label}</p>
        <p
          className={title({
            size: "xl",
            face: "heading",
            fontVariantNumeric: "tabular-nums",
            color: props.tone === "accent" ? "accent.soft" : "white",
          })}
        >
          <span data-testid={props.testId}>{formatUsd(props.amount)}</span>
        </p>
      </div>
      <p className={detail({ size: "xs", color: "fg.invertedSubtle" })}>{props.note}</p>
      <div aria-hidden="true" className={barTrack({ mt: "2", bg: "rgba(255, 255, 255, 0.1)" })}>
        <div
          className={css({
            h: "full",
            borderRadius: "full",
            bg: props.tone === "accent" ? "accent.bright" : "bg.invertedFill",
            transition: "width 160ms ease-out",
          })}
          style={{ width: `${props.share}%` }}
        />
      </div>
    </div>
  );
}

/** The estimate: savings as the hero figure, the two costs compared, suggested rates and the call to action. */
export function CalculatorResults({
  estimate,
  announcement,
}: {
  estimate: SavingsEstimate;
  /** Read out politely once the visitor pauses; empty until they change something. */
  announcement: string;
}) {
  const { suggestedRates } = estimate;
  const platformShare = (100 * estimate.platformCost) / estimate.traditionalCost;
  return (
    <section
      aria-labelledby="calculator-results-heading"
      className={stack({
        gap: "6",
        p: { base: "5", md: "8" },
        mx: { base: "-4", sm: "0" },
        borderRadius: { base: "0", sm: "2xl" },
        color: "white",
        bg: "bg.inverted",
        backgroundImage:
          "radial-gradient(circle at 100% 0%, rgba(245, 106, 18, 0.2), transparent 55%), linear-gradient(160deg, #1f3044 0%, #0b1520 70%)",
        boxShadow: "raised",
      })}
    >
      <div>
        <h3
          id="calculator-results-heading"
          className={eyebrow({ tone: "inverted", size: "xs", fontFamily: "body" })}
        >
          {copy.heading}
        </h3>
        <p className={detail({ tone: "inverted", mt: "3" })}>{copy.savingsLabel}</p>
        <p
          data-testid="calculator-savings"
          className={statValue({ fontSize: { base: "5xl", md: "6xl" }, letterSpacing: "-0.02em", mt: "1" })}
        >
          {formatUsd(estimate.savings)}
        </p>
        <ul className={wrap({ gap: "2", mt: "4" })}>
          <li className={chip} data-testid="calculator-percent">
            <TrendingDown aria-hidden="true" />
            {copy.percentLess(estimate.savingsPercent)}
          </li>
          <li className={chip} data-testid="calculator-weeks-faster">
            <Clock aria-hidden="true" />
            {copy.weeksFaster(estimate.weeksFaster)}
          </li>
        </ul>
        <p role="status" className={visuallyHidden()}>
          {announcement}
        </p>
      </div>

      <div
        className={stack({
          gap: "4",
          pt: "6",
          borderTopWidth: "1px",
          borderColor: "rgba(255, 255, 255, 0.12)",
        })}
      >
        <CostRow
          testId="calculator-traditional"
          label={copy.traditionalLabel}
          note={copy.traditionalNote}
          amount={estimate.traditionalCost}
          share={100}
          tone="muted"
        />
        <CostRow
          testId="calculator-platform"
          label={copy.platformLabel}
          note={copy.platformNote}
          amount={estimate.platformCost}
          share={platformShare}
          tone="accent"
        />
      </div>

      <div className={rule({ pt: "6", borderColor: "rgba(255, 255, 255, 0.12)" })}>
        <div className={flex({ align: "center", gap: "1.5" })}>
          <h4 className={labelText({ fontFamily: "body", color: "fg.invertedMuted" })}>
            {copy.ratesHeading}
          </h4>
          <Tooltip content={copy.ratesHelp}>
            <button
              type="button"
              aria-label={copy.ratesHelpLabel}
              className={roundMark({
                size: "6",
                color: "fg.invertedSubtle",
                cursor: "help",
                _hover: { color: "white", bg: "rgba(255, 255, 255, 0.08)" },
              })}
            >
              <Info aria-hidden="true" size={16} />
            </button>
          </Tooltip>
        </div>
        <dl className={grid({ columns: 3, gap: "2", mt: "3" })}>
          {(["base", "overtime", "sundayHoliday"] as const).map((tier) => (
            <div
              key={tier}
              className={stack({
                justify: "space-between",
                gap: "1",
                p: { base: "2.5", sm: "3" },
                borderRadius: "lg",
                bg: "rgba(255, 255, 255, 0.06)",
                borderWidth: "1px",
                borderColor: "rgba(255, 255, 255, 0.08)",
              })}
            >
              <dt className={detail({ size: "xs", color: "fg.invertedSubtle" })}>{copy.rates[tier]}</dt>
              <dd
                data-testid={`calculator-rate-${tier}`}
                className={title({
                  size: { base: "sm", sm: "md" },
                  fontVariantNumeric: "tabular-nums",
                  whiteSpace: "nowrap",
                })}
              >
                {formatRate(suggestedRates[tier])}
              </dd>
            </div>
          ))}
        </dl>
      </div>

      <div className={css({ mt: "auto" })}>
        <ExternalLink
          href={links.hireWorkAdd()}
          className={`${button({ variant: "solid", size: "lg" })} ${css({ w: "full" })}`}
        >
          {calculatorCopy.cta.label}
          <ArrowUpRight aria-hidden="true" />
        </ExternalLink>
        <p className={detail({ size: "xs", color: "fg.invertedSubtle", mt: "3", textAlign: "center" })}>
          {calculatorCopy.cta.note}
        </p>
      </div>
    </section>
  );
}
