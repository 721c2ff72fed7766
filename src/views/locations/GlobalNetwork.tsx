import { ArrowDown } from "lucide-react";
import { css } from "styled-system/css";
import {
  cardGrid,
  codeTag,
  detail,
  flex,
  labelText,
  pageContainer,
  sectionBand,
  title,
  visuallyHidden,
} from "styled-system/patterns";
import { AnchorLink } from "../../components/ui/AnchorLink";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { formatCount } from "../../content/industries";
import { globalNetwork, locationsCopy } from "../../content/locations";

export function GlobalNetwork() {
  return (
    <section
      id={globalNetwork.id}
      aria-labelledby="global-talent-heading"
      className={sectionBand({
        tone: "inverted",
        backgroundImage:
          "radial-gradient(circle at 0% 100%, rgba(245, 106, 18, 0.16), transparent 40%), linear-gradient(180deg, #0b1520 0%, #13202f 100%)",
      })}
    >
      <div className={pageContainer({ rhythm: "section" })}>
        <SectionHeading
          id="global-talent-heading"
          eyebrow={globalNetwork.label}
          title={globalNetwork.heading}
          lead={globalNetwork.summary}
          inverted
        />
        <ul
          aria-label={globalNetwork.countriesHeading}
          className={cardGrid({
            columns: { sm: 2, lg: 3 },
            gap: { base: "3", md: "4" },
            mt: { base: "10", md: "12" },
          })}
        >
          {globalNetwork.countries.map((country) => (
            <li
              key={country.code}
              className={flex({
                direction: "column",
                gap: { base: "2", md: "3" },
                p: { base: "4", md: "5" },
                borderRadius: "lg",
                borderWidth: "1px",
                borderColor: "border.inverted",
                bg: "rgba(19, 32, 47, 0.72)",
              })}
            >
              <div className={flex({ align: "center", justify: "space-between", gap: "3" })}>
                <span
                  aria-hidden="true"
                  className={codeTag({
                    color: "fg.invertedAccent",
                    borderWidth: "1px",
                    borderColor: "border.invertedStrong",
                  })}
                >
                  {country.code}
                </span>
                <span className={detail({ tone: "inverted", fontVariantNumeric: "tabular-nums" })}>
                  <strong className={css({ color: "white", fontWeight: "700" })}>
                    {formatCount(country.specialists)}
                  </strong>{" "}
                  {locationsCopy.specialistsLabel}
                </span>
              </div>
              <h3 className={title({ size: { base: "lg", md: "xl" }, color: "white" })}>{country.name}</h3>
              <p className={detail({ tone: "inverted" })}>{country.strengths}</p>
              <p className={detail({ color: "fg.invertedSubtle", mt: "auto" })}>{country.hubs}</p>
              {country.regionId ? (
                <AnchorLink
                  to="/locations"
                  hash={country.regionId}
                  className={labelText({
                    tone: "invertedAccent",
                    display: "inline-flex",
                    alignItems: "center",
                    gap: "1.5",
                    textDecoration: "none",
                    _hover: { textDecoration: "underline" },
                  })}
                >
                  {locationsCopy.regionDetails}
                  <span className={visuallyHidden()}>: {country.name}</span>
                  <ArrowDown aria-hidden="true" size={14} />
                </AnchorLink>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
