import { labelText, pageContainer, rule } from "styled-system/patterns";
import { AnchorLink } from "../../components/ui/AnchorLink";
import { LOCATION_ANCHORS } from "../../content/footer";
import { locationsCopy } from "../../content/locations";

/** The in-page navigation to the five location sections, in the footer's order. */
export function RegionNav() {
  return (
    <nav aria-label={locationsCopy.navLabel} className={rule({ side: "bottom", bg: "bg.canvas" })}>
      <ul
        className={pageContainer({
          py: "4",
          listStyle: "none",
          display: "flex",
          flexWrap: "wrap",
          gap: "2",
        })}
      >
        {LOCATION_ANCHORS.map(({ id, label }) => (
          <li key={id}>
            <AnchorLink
              to="/locations"
              hash={id}
              className={labelText({
                display: "inline-flex",
                alignItems: "center",
                minH: "10",
                px: "4",
                borderRadius: "full",
                borderWidth: "1px",
                borderColor: "border.default",
                textDecoration: "none",
                transitionProperty: "background-color, border-color",
                transitionDuration: "fast",
                _hover: { bg: "bg.subtle", borderColor: "border.strong" },
              })}
            >
              {label}
            </AnchorLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
