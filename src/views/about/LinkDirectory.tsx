import {
  ArrowUpRight,
  BriefcaseBusiness,
  FileText,
  GraduationCap,
  type LucideIcon,
  Search,
} from "lucide-react";
import {
  cardGrid,
  detail,
  flex,
  gridItem,
  iconTile,
  labelText,
  listIcon,
  panel,
  rule,
  title,
  visuallyHidden,
} from "styled-system/patterns";
import { ExternalLink } from "../../components/ui/ExternalLink";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { type DirectoryGroup, linkDirectory } from "../../content/about";
import { sectionInner } from "./layout";

const ICONS: Record<string, LucideIcon> = {
  Hire: BriefcaseBusiness,
  "Find work": Search,
  Grow: GraduationCap,
  Agreements: FileText,
};

const headingId = (group: DirectoryGroup) => `directory-${group.heading.toLowerCase().replace(/\W+/g, "-")}`;

function Hint() {
  return <span className={visuallyHidden()}> {linkDirectory.externalHint}</span>;
}

/** A task: a card whose links are buttons, two a row from sm. */
function TaskCard({ group }: { group: DirectoryGroup }) {
  const Icon = ICONS[group.heading] ?? ArrowUpRight;
  return (
    <nav
      aria-labelledby={headingId(group)}
      className={panel({
        tone: "subtle",
        borderRadius: "xl",
        display: "flex",
        flexDirection: "column",
        gap: "4",
        p: { base: "5", md: "7" },
      })}
    >
      <div className={flex({ gap: "4", align: "flex-start" })}>
        <span
          aria-hidden="true"
          className={iconTile({
            tone: "inverted",
            flexShrink: 0,
            borderRadius: "lg",
            color: "fg.invertedAccent",
          })}
        >
          <Icon size={22} />
        </span>
        <div>
          <h3 id={headingId(group)} className={title({ size: "xl" })}>
            {group.heading}
          </h3>
          <p className={detail({ mt: "1" })}>{group.description}</p>
        </div>
      </div>
      <ul className={cardGrid({ columns: { sm: 2 }, gap: "2" })}>
        {group.links.map((link, index) => (
          // An odd one out at the end takes the whole row rather than leaving a hole beside it.
          <li
            key={link.label}
            className={
              group.links.length % 2 === 1 && index === group.links.length - 1
                ? gridItem({ gridColumn: "1 / -1" })
                : undefined
            }
          >
            <ExternalLink
              href={link.href}
              className={panel({
                elevated: true,
                borderRadius: "md",
                display: "flex",
                alignItems: "center",
                justifyContent: "space-between",
                gap: "3",
                minH: "12",
                h: "full",
                px: "4",
                py: "2",
                fontWeight: "600",
                fontSize: "sm",
                color: "fg.default",
                textDecoration: "none",
                transition: "border-color token(durations.fast), color token(durations.fast)",
                _hover: { borderColor: "accent.default", color: "fg.accent" },
                "&:hover svg": { transform: "translate(2px, -2px)" },
              })}
            >
              <span>
                {link.label}
                <Hint />
              </span>
              <ArrowUpRight
                aria-hidden="true"
                size={16}
                className={listIcon({ transition: "transform token(durations.fast)" })}
              />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Something to look up: a heading, its line and the links inline, quieter than a task. */
function ReferenceRow({ group }: { group: DirectoryGroup }) {
  const Icon = ICONS[group.heading] ?? ArrowUpRight;
  return (
    <nav aria-labelledby={headingId(group)} className={flex({ gap: "4", align: "flex-start" })}>
      <Icon aria-hidden="true" size={20} className={listIcon({ mt: "0.5" })} />
      <div>
        <h3 id={headingId(group)} className={title({ size: "md" })}>
          {group.heading}
        </h3>
        <p className={detail()}>{group.description}</p>
        <ul className={flex({ mt: "2", listStyle: "none", wrap: "wrap", columnGap: "5", rowGap: "1" })}>
          {group.links.map((link) => (
            <li key={link.label}>
              <ExternalLink
                href={link.href}
                className={labelText({
                  tone: "accent",
                  display: "inline-flex",
                  alignItems: "center",
                  gap: "1",
                  minH: "8",
                  textDecoration: "underline",
                  textDecorationColor: "accent.soft",
                  textUnderlineOffset: "0.2em",
                  _hover: { textDecorationColor: "currentColor" },
                })}
              >
                {link.label}
                <Hint />
                <ArrowUpRight aria-hidden="true" size={14} />
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/**
 * Every way into the provider's app and the blog, by what the visitor wants to do: the two tasks
 * (hire, find work) as cards of actions, then training and the agreements as a quieter row.
 * Drawn as actions, not as link columns, so it does not read as a second footer above the footer.
 */
export function LinkDirectory() {
  const tasks = linkDirectory.groups.filter((group) => group.kind === "task");
  const references = linkDirectory.groups.filter((group) => group.kind === "reference");
  return (
    <section aria-labelledby="about-directory">
      <div className={sectionInner}>
        <SectionHeading
          id="about-directory"
          eyebrow={linkDirectory.eyebrow}
          title={linkDirectory.heading}
          lead={linkDirectory.intro}
        />
        <div className={cardGrid({ columns: { lg: 2 }, mt: { base: "10", md: "12" } })}>
          {tasks.map((group) => (
            <TaskCard key={group.heading} group={group} />
          ))}
        </div>
        <div
          className={rule({
            mt: { base: "8", md: "10" },
            pt: { base: "6", md: "8" },
            display: "grid",
            gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" },
            gap: { base: "6", lg: "8" },
          })}
        >
          {references.map((group) => (
            <ReferenceRow key={group.heading} group={group} />
          ))}
        </div>
      </div>
    </section>
  );
}
