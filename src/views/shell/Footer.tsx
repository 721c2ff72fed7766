import { Link } from "@tanstack/react-router";
import { css } from "styled-system/css";
import {
  detail,
  eyebrow,
  grid,
  pageContainer,
  plainList,
  rule,
  sectionBand,
  stack,
  visuallyHidden,
} from "styled-system/patterns";
import { AnchorLink } from "../../components/ui/AnchorLink";
import { ExternalLink } from "../../components/ui/ExternalLink";
import { footerColumns } from "../../content/footer";
import { footerCopy, type NavLink } from "../../content/navigation";
import { Logo } from "./Logo";

const footerLink = css({
  color: "fg.invertedMuted",
  fontSize: "sm",
  textDecoration: "none",
  _hover: { color: "white", textDecoration: "underline" },
});

/** A heading that names a page links there, and still reads as the column's heading. */
const headingLink = css({
  color: "inherit",
  textDecoration: "none",
  textUnderlineOffset: "0.25em",
  _hover: { textDecoration: "underline" },
});

function FooterLink({ link }: { link: NavLink }) {
  if (link.kind === "external") {
    return (
      <ExternalLink href={link.href} className={footerLink}>
        {link.label}
        <span className={visuallyHidden()}> {footerCopy.externalHint}</span>
      </ExternalLink>
    );
  }
  if (link.hash) {
    return (
      <AnchorLink to={link.to} hash={link.hash} className={footerLink}>
        {link.label}
      </AnchorLink>
    );
  }
  return (
    <Link to={link.to} className={footerLink}>
      {link.label}
    </Link>
  );
}

export function Footer() {
  return (
    <footer
      className={sectionBand({
        tone: "inverted",
        color: "fg.invertedMuted",
        mt: "auto",
        borderTopWidth: "1px",
        borderColor: "border.inverted",
      })}
    >
      <div className={pageContainer({ pt: "14", pb: "8" })}>
        <div className={stack({ gap: "3", mb: "10", maxW: "md" })}>
          <Logo inverted />
          <p className={detail({ color: "fg.invertedSubtle" })}>{footerCopy.tagline}</p>
        </div>
        <div
          className={grid({
            columns: { base: 2, md: 3, xl: 6 },
            columnGap: "8",
            rowGap: "10",
          })}
        >
          {footerColumns.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2 className={eyebrow({ color: "white", letterSpacing: "0.06em", mb: "4" })}>
                {column.to ? (
                  <Link to={column.to} className={headingLink}>
                    {column.heading}
                  </Link>
                ) : (
                  column.heading
                )}
              </h2>
              <ul className={plainList({ gap: "2.5" })}>
                {column.links.map((link) => (
                  <li key={`${link.label}-${link.kind}`}>
                    <FooterLink link={link} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p
          className={rule({
            borderColor: "border.inverted",
            mt: "12",
            pt: "6",
            fontSize: "sm",
            color: "fg.invertedSubtle",
          })}
        >
          {footerCopy.copyright}
        </p>
      </div>
    </footer>
  );
}
