import { Award } from "lucide-react";
import { css } from "styled-system/css";
import type { ResumeData } from "../../resumeData";
import { BreakableEmail, contactIcon, copy, IconLine, ItemList, ResumeAvatar, RoleList } from "../parts";
import { colors, layout } from ".";

/** Modern in HTML, from ./index.ts: the sidebar is drawn on the left, the name comes first in reading order. */
export function ModernResume({ data }: { data: ResumeData }) {
  const sideHeadingClass = css({
    fontSize: "9.5px",
    fontWeight: "700",
    textTransform: "uppercase",
    letterSpacing: "0.14em",
    color: colors.sideHeading,
    mt: "4",
    mb: "1.5",
  });
  const mainHeadingClass = css({
    display: "flex",
    alignItems: "center",
    gap: "2",
    fontSize: "10px",
    fontWeight: "800",
    textTransform: "uppercase",
    letterSpacing: "0.12em",
    color: colors.heading,
    mt: "4",
    mb: "2",
    _before: { content: '""', w: "3", h: "3px", bg: colors.headingMark, borderRadius: "full" },
  });
  return (
    <div
      className={css({
        display: "grid",
        gridTemplateColumns: "38% 1fr",
        gridTemplateAreas: '"side main"',
        minH: "28rem",
        color: colors.text,
      })}
    >
      <div className={css({ gridArea: "main", p: "4", minW: "0" })}>
        <h3
          className={css({
            fontFamily: "heading",
            fontSize: "20px",
            fontWeight: "700",
            lineHeight: "1.1",
            color: data.hasName ? colors.name : colors.placeholderName,
          })}
        >
          {data.name}
        </h3>
        <p className={css({ mt: "1", fontSize: "11px", fontWeight: "700", color: colors.title })}>
          {data.title}
        </p>
        <h4 className={mainHeadingClass}>{copy.experience}</h4>
        <RoleList
          roles={data.roles}
          titleClass={css({ fontWeight: "700", fontSize: "11px", color: colors.roleTitle })}
          metaClass={css({ fontSize: "10px", color: colors.roleMeta })}
          bodyClass={css({ mt: "1", fontSize: "10px", color: colors.roleBody })}
          itemClass={css({ pl: "2.5", borderLeftWidth: "2px", borderColor: colors.roleRule })}
        />
        <h4 className={mainHeadingClass}>{copy.certifications}</h4>
        <ItemList
          items={data.certifications}
          empty={copy.emptyCertifications}
          emptyClass={css({ fontSize: "10px", color: colors.placeholder })}
          listClass={css({
            listStyle: "none",
            p: "0",
            m: "0",
            display: "flex",
            flexDirection: "column",
            gap: "1",
          })}
        >
          {(cert) => (
            <IconLine key={cert} icon={Award} iconClass={css({ color: colors.mark })}>
              {cert}
            </IconLine>
          )}
        </ItemList>
      </div>
      <div
        className={css({
          gridArea: "side",
          bg: colors.sidebar,
          color: colors.sideText,
          px: "3",
          py: "4",
          minW: "0",
        })}
      >
        {/* Avatar's own frame is overridden; the ring is colors.photoRing, the backing colors.photoBacking
            (a unit test holds them together). */}
        <ResumeAvatar
          data={data}
          size={64}
          className={css({
            boxShadow: "0 0 0 3px token(colors.accent.vivid) !important",
            bg: "bg.invertedFaint !important",
          })}
        />
        <h4 className={sideHeadingClass}>{copy.contact}</h4>
        {data.contacts.length ? (
          <ul
            className={css({
              listStyle: "none",
              p: "0",
              m: "0",
              display: "flex",
              flexDirection: "column",
              gap: "1.5",
            })}
          >
            {data.contacts.map(({ kind, value }) => (
              <IconLine key={kind} icon={contactIcon[kind]} iconClass={css({ color: colors.sideMark })}>
                {kind === "email" ? <BreakableEmail value={value} /> : value}
              </IconLine>
            ))}
          </ul>
        ) : (
          <p className={css({ fontSize: "10px", color: colors.sidePlaceholder })}>
            {copy.contactPlaceholder(layout.contactSeparator)}
          </p>
        )}
        <h4 className={sideHeadingClass}>{copy.skills}</h4>
        <ItemList
          items={data.skills}
          empty={copy.emptySkills}
          emptyClass={css({ fontSize: "10px", color: colors.sidePlaceholder })}
          listClass={css({ listStyle: "none", p: "0", m: "0", display: "flex", flexWrap: "wrap", gap: "1" })}
        >
          {(skill) => (
            <li
              key={skill}
              className={css({
                fontSize: "9.5px",
                fontWeight: "600",
                bg: colors.chip,
                color: colors.chipText,
                px: "1.5",
                py: "0.5",
                borderRadius: "xs",
              })}
            >
              {skill}
            </li>
          )}
        </ItemList>
      </div>
    </div>
  );
}
