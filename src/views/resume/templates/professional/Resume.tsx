import { css, cx } from "styled-system/css";
import type { ResumeData } from "../../resumeData";
import { copy, ItemList, ResumeAvatar, RoleList } from "../parts";
import { colors, layout } from ".";

/** Professional in HTML, from ./index.ts: the contacts in the band, then the two columns. */
export function ProfessionalResume({ data }: { data: ResumeData }) {
  const heading = css({
    fontSize: "10px",
    fontWeight: "800",
    textTransform: "uppercase",
    letterSpacing: "0.1em",
    color: colors.heading,
    borderBottomWidth: "2px",
    borderColor: colors.headingMark,
    pb: "1",
    mb: "2.5",
  });
  return (
    <div className={css({ color: colors.text })}>
      <div
        className={css({
          bg: colors.band,
          color: colors.name,
          px: "4",
          py: "4",
          display: "flex",
          gap: "3",
          alignItems: "center",
          borderBottomWidth: "4px",
          borderColor: colors.bandRule,
        })}
      >
        {/* A square tile, not Avatar's round frame; its backing is colors.photoBacking (a unit test
            holds the two together). */}
        <ResumeAvatar
          data={data}
          size={52}
          className={css({
            borderRadius: "md !important",
            bg: "bg.invertedSoft !important",
            boxShadow: "none !important",
          })}
        />
        <div className={css({ minW: "0" })}>
          <h3
            className={css({
              fontFamily: "heading",
              fontSize: "18px",
              fontWeight: "700",
              lineHeight: "1.15",
              color: colors.name,
            })}
          >
            {data.name}
          </h3>
          <p className={css({ fontSize: "10.5px", fontWeight: "600", color: colors.title, mt: "0.5" })}>
            {data.title}
          </p>
          <p
            className={css({
              mt: "1",
              fontSize: "9.5px",
              color: colors.contacts,
              display: "flex",
              flexWrap: "wrap",
              columnGap: "2.5",
            })}
          >
            {data.contacts.length
              ? data.contacts.map((contact) => <span key={contact.kind}>{contact.value}</span>)
              : copy.contactPlaceholder(layout.contactSeparator)}
          </p>
        </div>
      </div>
      <div className={css({ display: "grid", gridTemplateColumns: "1fr 38%", gap: "4", p: "4" })}>
        <div className={css({ minW: "0" })}>
          <h4 className={heading}>{copy.experience}</h4>
          <RoleList
            roles={data.roles}
            titleClass={css({ fontWeight: "700", fontSize: "11px", color: colors.roleTitle })}
            metaClass={css({ fontSize: "10px", color: colors.roleMeta, fontWeight: "500" })}
            bodyClass={css({ mt: "1", fontSize: "10px", color: colors.roleBody })}
          />
        </div>
        <div className={css({ minW: "0", pl: "3", borderLeftWidth: "1px", borderColor: colors.divider })}>
          <h4 className={heading}>{copy.skills}</h4>
          <ItemList
            items={data.skills}
            empty={copy.emptySkills}
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
            {(skill) => (
              <li key={skill} className={css({ fontSize: "10px", fontWeight: "600", color: colors.items })}>
                {skill}
              </li>
            )}
          </ItemList>
          <h4 className={cx(heading, css({ mt: "4" }))}>{copy.certifications}</h4>
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
              gap: "1.5",
            })}
          >
            {(cert) => (
              <li key={cert} className={css({ fontSize: "10px", color: colors.items })}>
                {cert}
              </li>
            )}
          </ItemList>
        </div>
      </div>
    </div>
  );
}
