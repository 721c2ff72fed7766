import { css } from "styled-system/css";
import type { ResumeData } from "../../resumeData";
import { copy, ItemList, RoleList } from "../parts";
import { colors, layout } from ".";

const serif = "Georgia, 'Times New Roman', serif";

/** Classic in HTML, from ./index.ts: the contacts sit in the centred heading, on one line. */
export function ClassicResume({ data }: { data: ResumeData }) {
  const heading = css({
    fontFamily: serif,
    fontSize: "10.5px",
    fontWeight: "700",
    textTransform: "uppercase",
    letterSpacing: "0.2em",
    color: colors.heading,
    borderBottomWidth: "1px",
    borderColor: colors.rule,
    pb: "0.5",
    mt: "4",
    mb: "2",
  });
  return (
    <div className={css({ p: "5", fontFamily: serif, color: colors.text })}>
      <div
        className={css({
          textAlign: "center",
          borderBottomWidth: "3px",
          borderStyle: "double",
          borderColor: colors.rule,
          pb: "3",
        })}
      >
        <h3
          className={css({
            fontFamily: serif,
            fontSize: "19px",
            fontWeight: "400",
            textTransform: "uppercase",
            letterSpacing: "0.16em",
            color: data.hasName ? colors.name : colors.placeholderName,
          })}
        >
          {data.name}
        </h3>
        <p className={css({ mt: "1", fontStyle: "italic", fontSize: "11px", color: colors.title })}>
          {data.title}
        </p>
        <p className={css({ mt: "1", fontSize: "10px", color: colors.contacts })}>
          {data.contacts.length
            ? data.contacts.map((contact) => contact.value).join(layout.contactSeparator)
            : copy.contactPlaceholder(layout.contactSeparator)}
        </p>
      </div>
      <h4 className={heading}>{copy.experience}</h4>
      <RoleList
        roles={data.roles}
        titleClass={css({ fontWeight: "700", fontSize: "11px" })}
        metaClass={css({ fontStyle: "italic", fontSize: "10px", color: colors.roleMeta })}
        bodyClass={css({ mt: "0.5", fontSize: "10px", color: colors.roleBody })}
      />
      <h4 className={heading}>{copy.skills}</h4>
      <p
        className={css({ fontSize: "10.5px", color: data.skills.length ? colors.items : colors.placeholder })}
      >
        {data.skills.length ? data.skills.join(layout.skillSeparator) : copy.emptySkills}
      </p>
      <h4 className={heading}>{copy.certifications}</h4>
      <ItemList
        items={data.certifications}
        empty={copy.emptyCertifications}
        emptyClass={css({ fontSize: "10.5px", color: colors.placeholder })}
        listClass={css({
          listStyle: "disc",
          pl: "4",
          m: "0",
          fontSize: "10.5px",
          color: colors.items,
          _marker: { color: colors.bullet },
        })}
      >
        {(cert) => <li key={cert}>{cert}</li>}
      </ItemList>
    </div>
  );
}
