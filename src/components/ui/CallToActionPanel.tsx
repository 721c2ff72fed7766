import { ArrowUpRight, Check } from "lucide-react";
import { css } from "styled-system/css";
import { button } from "styled-system/recipes";
import { ExternalLink } from "./ExternalLink";

export interface CallToActionLink {
  label: string;
  href: string;
  variant: "solid" | "outlineInverted";
}

/**
 * A dark closing panel: heading, a sentence, a few checked points and one or two buttons that
 * leave the site (new tab, no opener). `hint` is read to screen readers after each button label.
 */
export function CallToActionPanel({
  id,
  heading,
  text,
  points,
  actions,
  hint,
}: {
  id: string;
  heading: string;
  text: string;
  points: string[];
  actions: CallToActionLink[];
  hint: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={css({
        maxW: "container",
        mx: "auto",
        px: { base: "4", md: "6" },
        pb: { base: "14", md: "20" },
      })}
    >
      <div
        className={css({
          bg: "bg.inverted",
          color: "white",
          borderRadius: "2xl",
          px: { base: "6", md: "12" },
          py: { base: "10", md: "14" },
          display: "grid",
          gap: "8",
          gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) auto" },
          alignItems: "center",
          backgroundImage:
            "radial-gradient(circle at 100% 0%, rgba(245, 106, 18, 0.25), transparent 50%), linear-gradient(135deg, #13202f 0%, #0b1520 100%)",
        })}
      >
        <div className={css({ display: "grid", gap: "3", maxW: "2xl" })}>
          <h2 id={id} className={css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "700" })}>
            {heading}
          </h2>
          <p className={css({ color: "fg.invertedMuted", fontSize: { base: "md", md: "lg" } })}>{text}</p>
          <ul
            className={css({
              display: "flex",
              flexWrap: "wrap",
              columnGap: "5",
              rowGap: "2",
              mt: "2",
              listStyle: "none",
              fontSize: "sm",
              color: "fg.invertedSoft",
            })}
          >
            {points.map((point) => (
              <li key={point} className={css({ display: "inline-flex", alignItems: "center", gap: "2" })}>
                <Check
                  aria-hidden="true"
                  size={16}
                  className={css({ color: "accent.bright", flexShrink: 0 })}
                />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className={css({ display: "flex", flexWrap: "wrap", gap: "3" })}>
          {actions.map((action) => (
            <ExternalLink
              key={action.href}
              href={action.href}
              className={button({ variant: action.variant, size: "lg" })}
            >
              {action.label}
              <ArrowUpRight aria-hidden="true" />
              <span className={css({ srOnly: true })}> {hint}</span>
            </ExternalLink>
          ))}
        </div>
      </div>
    </section>
  );
}
