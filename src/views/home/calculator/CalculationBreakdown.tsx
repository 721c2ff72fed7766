import { ChevronDown } from "lucide-react";
import { css } from "styled-system/css";
import { detail, flex, grid, gridItem, panel, rule, stack, tableCell, title } from "styled-system/patterns";
import { calculatorCopy, formatHours, formatWeeks } from "../../../content/calculator";
import type { SavingsEstimate } from "../../../domain/calculator";
import { formatCents, formatMultiplier, formatRate, formatUsd, formatUsdExact } from "./format";

const copy = calculatorCopy.breakdown;
const tiers = ["base", "overtime", "sundayHoliday"] as const;

const subheading = title({ size: "sm", fontFamily: "body", color: "fg.default" });

/** The "How is this calculated?" disclosure: the rates and multipliers behind the figures on screen. */
export function CalculationBreakdown({ estimate }: { estimate: SavingsEstimate }) {
  const { applied } = estimate;
  const factors = [
    applied.location.multiplier,
    applied.duration.multiplier,
    applied.teamSize,
    applied.weeks,
  ].map(String);
  const product = (weekly: number) => [formatUsdExact(weekly), ...factors].join(" × ");
  const total = (unrounded: number, rounded: number) =>
    unrounded === rounded
      ? formatUsd(rounded)
      : `${formatCents(unrounded)}${copy.roundedTo(formatUsd(rounded))}`;

  return (
    <details
      className={panel({
        elevated: true,
        // Edge to edge on phones, as the calculator's other cards.
        bleed: true,
        mt: "6",
        "&[open] summary svg": { transform: "rotate(180deg)" },
      })}
    >
      <summary
        className={flex({
          align: "center",
          justify: "space-between",
          gap: "4",
          px: { base: "5", md: "8" },
          py: "5",
          fontWeight: "600",
          cursor: "pointer",
          listStyle: "none",
          borderRadius: { base: "0", sm: "2xl" },
          "&::-webkit-details-marker": { display: "none" },
          _hover: { color: "fg.accent" },
          "& svg": { width: "5", height: "5", flexShrink: 0, transition: "transform 160ms ease-out" },
        })}
      >
        {copy.summary}
        <ChevronDown aria-hidden="true" />
      </summary>

      <div
        className={grid({
          px: { base: "5", md: "8" },
          pb: { base: "6", md: "8" },
          gridTemplateColumns: { base: "1fr", lg: "minmax(0, 7fr) minmax(0, 5fr)" },
          gap: { base: "8", lg: "12" },
        })}
      >
        <div>
          <h3 className={subheading}>{copy.ratesHeading(applied.projectType.name)}</h3>
          <table className={css({ mt: "3", w: "full", borderCollapse: "collapse", fontSize: "sm" })}>
            <caption
              className={detail({ size: "inherit", captionSide: "bottom", textAlign: "left", mt: "3" })}
            >
              {copy.ratesCaption}
            </caption>
            <thead>
              <tr className={detail({ size: "inherit", textAlign: "left" })}>
                <th scope="col" className={tableCell({ fontWeight: "600" })}>
                  {copy.columns.tier}
                </th>
                <th scope="col" className={tableCell({ numeric: true, fontWeight: "600" })}>
                  {copy.columns.platform}
                </th>
                <th scope="col" className={tableCell({ numeric: true, fontWeight: "600", pl: "4" })}>
                  {copy.columns.traditional}
                </th>
              </tr>
            </thead>
            <tbody>
              {tiers.map((tier) => (
                <tr
                  key={tier}
                  className={css({ color: applied.hours[tier] > 0 ? "fg.default" : "fg.muted" })}
                >
                  <th scope="row" className={tableCell({ fontWeight: "500", textAlign: "left", pr: "3" })}>
                    {copy.tiers[tier]}
                    <span className={detail({ size: "xs", display: "block", fontWeight: "400" })}>
                      {copy.hoursThisWeek(formatHours(applied.hours[tier]))}
                    </span>
                  </th>
                  <td className={tableCell({ numeric: true })}>
                    {formatCents(applied.projectType.platform[tier])}
                  </td>
                  <td className={tableCell({ numeric: true, pl: "4" })}>
                    {formatCents(applied.projectType.manufacturer[tier])}
                  </td>
                </tr>
              ))}
              <tr className={css({ fontWeight: "700" })}>
                <th scope="row" className={tableCell({ textAlign: "left", borderBottomWidth: "0" })}>
                  {copy.weeklyRow}
                </th>
                <td className={tableCell({ numeric: true, borderBottomWidth: "0" })}>
                  {formatUsdExact(applied.weeklyPlatformCost)}
                </td>
                <td className={tableCell({ numeric: true, borderBottomWidth: "0", pl: "4" })}>
                  {formatUsdExact(applied.weeklyManufacturerCost)}
                </td>
              </tr>
            </tbody>
          </table>
        </div>

        <div className={stack({ gap: "8" })}>
          <div>
            <h3 className={subheading}>{copy.multipliersHeading}</h3>
            <dl className={css({ mt: "3", fontSize: "sm" })}>
              {[
                [
                  applied.location.known && applied.location.name
                    ? copy.location(applied.location.name)
                    : copy.unknownLocation,
                  applied.location.multiplier,
                ] as const,
                [
                  copy.duration(
                    formatWeeks(applied.weeks),
                    copy.durationBand(applied.duration.band.minWeeks, applied.duration.band.maxWeeks),
                  ),
                  applied.duration.multiplier,
                ] as const,
                [copy.teamSize, applied.teamSize] as const,
                [copy.weeks, applied.weeks] as const,
              ].map(([label, value]) => (
                <div
                  key={label}
                  className={rule({
                    side: "bottom",
                    display: "flex",
                    justifyContent: "space-between",
                    gap: "4",
                    py: "2.5",
                  })}
                >
                  <dt className={detail({ size: "inherit" })}>{label}</dt>
                  <dd
                    className={css({
                      fontWeight: "700",
                      fontVariantNumeric: "tabular-nums",
                      whiteSpace: "nowrap",
                    })}
                  >
                    {formatMultiplier(value)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>

        <div className={gridItem({ gridColumn: { lg: "1 / -1" } })}>
          <h3 className={subheading}>{copy.formulaHeading}</h3>
          <ul
            className={stack({
              gap: "2",
              mt: "3",
              fontSize: "sm",
              fontVariantNumeric: "tabular-nums",
              p: "4",
              bg: "bg.subtle",
              borderRadius: "lg",
              "& strong": { fontWeight: "700" },
            })}
          >
            <li>
              <strong>{copy.platformFormula}:</strong> {product(applied.weeklyPlatformCost)} ={" "}
              {total(applied.unroundedPlatformCost, estimate.platformCost)}
            </li>
            <li>
              <strong>{copy.traditionalFormula}:</strong> {product(applied.weeklyManufacturerCost)} ={" "}
              {total(applied.unroundedTraditionalCost, estimate.traditionalCost)}
            </li>
            {tiers.map((tier) => (
              <li key={tier}>
                <strong>{copy.rateFormula[tier]}:</strong>{" "}
                {[formatCents(applied.projectType.platform[tier]), factors[0], factors[1]].join(" × ")} ={" "}
                {formatRate(estimate.suggestedRates[tier])}
              </li>
            ))}
          </ul>
          <ul
            className={grid({
              mt: "4",
              gridTemplateColumns: { base: "1fr", md: "1fr 1fr" },
              columnGap: "8",
              rowGap: "1.5",
              fontSize: "sm",
              color: "fg.muted",
              listStyleType: "disc",
              pl: "5",
            })}
          >
            {copy.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      </div>
    </details>
  );
}
