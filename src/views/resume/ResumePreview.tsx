import { useSelector } from "@xstate/react";
import { Award, Eye, Mail, MapPin, Phone } from "lucide-react";
import { type ReactNode, useId } from "react";
import { css, cva, cx } from "styled-system/css";
import { resumeCopy, TEMPLATES } from "../../content/resume";
import type { TemplateId } from "../../domain/resume";
import { type ExperienceEntry, formatPeriod } from "../../domain/resume";
import { Avatar } from "./Avatar";
import type { BuilderActor } from "./builderState";
import { type ResumeData, resumeData } from "./resumeData";
import { sideCard, sideHeading } from "./styles";

const copy = resumeCopy.preview;

/**
 * The right column's live preview: the template choice and the resume as it will look. The picker
 * reads the template and the sheet the resume, so a keystroke re-renders the sheet alone.
 */
export function ResumePreview({ actorRef }: { actorRef: BuilderActor }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={sideCard}>
      <h2 id={headingId} className={sideHeading}>
        <Eye aria-hidden="true" size={20} />
        {copy.heading}
      </h2>
      <TemplatePicker actorRef={actorRef} />
      <div
        className={css({
          mt: "4",
          p: { base: "2", sm: "3" },
          borderRadius: "lg",
          bg: "steel.100",
          backgroundImage: "radial-gradient(token(colors.steel.200) 1px, transparent 1px)",
          backgroundSize: "12px 12px",
        })}
      >
        <PreviewPaper actorRef={actorRef} />
      </div>
    </section>
  );
}

function PreviewPaper({ actorRef }: { actorRef: BuilderActor }) {
  const template = useSelector(actorRef, (state) => state.context.template);
  const profile = useSelector(actorRef, (state) => state.context.profile);
  const photoUrl = useSelector(actorRef, (state) => state.context.photo?.url ?? null);
  return <ResumePaper template={template} data={resumeData(profile, photoUrl)} />;
}

/** The resume itself, in its template: the sheet of paper inside the preview and the shared page. */
export function ResumePaper({
  template,
  data,
  className,
}: {
  template: TemplateId;
  data: ResumeData;
  className?: string;
}) {
  return (
    <div
      data-template={template}
      className={cx(
        css({
          bg: "white",
          boxShadow: "0 1px 2px rgba(11, 21, 32, 0.08), 0 8px 24px rgba(11, 21, 32, 0.12)",
          borderRadius: "sm",
          overflow: "hidden",
          minH: "28rem",
          fontSize: "11px",
          lineHeight: "1.45",
          color: "steel.900",
          overflowWrap: "anywhere",
        }),
        className,
      )}
    >
      {template === "modern" ? <ModernResume data={data} /> : null}
      {template === "classic" ? <ClassicResume data={data} /> : null}
      {template === "professional" ? <ProfessionalResume data={data} /> : null}
    </div>
  );
}

function TemplatePicker({ actorRef }: { actorRef: BuilderActor }) {
  const value = useSelector(actorRef, (state) => state.context.template);
  return (
    <fieldset className={css({ mt: "4", border: "none", p: "0", m: "0", minW: "0" })}>
      <legend className={css({ fontSize: "sm", fontWeight: "600", p: "0", mt: "4" })}>{copy.template}</legend>
      <div
        className={css({
          mt: "2",
          display: "grid",
          gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
          gap: "2",
        })}
      >
        {TEMPLATES.map((option) => (
          <label
            key={option.value}
            className={css({
              display: "flex",
              flexDirection: "column",
              alignItems: "center",
              gap: "1.5",
              p: "2",
              pb: "2.5",
              borderRadius: "md",
              borderWidth: "1px",
              borderColor: "border.default",
              bg: "bg.canvas",
              cursor: "pointer",
              textAlign: "center",
              transitionProperty: "border-color, box-shadow, background-color",
              transitionDuration: "fast",
              _hover: { borderColor: "steel.400" },
              "&:has(input:checked)": {
                borderColor: "safety.600",
                bg: "bg.accentSubtle",
                boxShadow: "0 0 0 1px token(colors.safety.600)",
              },
              "&:has(input:focus-visible)": {
                outline: "3px solid token(colors.focusRing)",
                outlineOffset: "2px",
              },
            })}
          >
            <input
              type="radio"
              name="resume-template"
              value={option.value}
              checked={value === option.value}
              onChange={() => actorRef.send({ type: "template.select", template: option.value })}
              aria-describedby={`template-${option.value}-description`}
              className={css({ srOnly: true })}
            />
            <TemplateThumbnail template={option.value} />
            <span className={css({ fontSize: "sm", fontWeight: "700", color: "fg.default" })}>
              {option.label}
            </span>
            <span
              id={`template-${option.value}-description`}
              aria-hidden="true"
              className={css({
                fontSize: "xs",
                color: "fg.muted",
                lineHeight: "1.3",
                display: { base: "none", sm: "block" },
              })}
            >
              {option.description}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const thumbLine = cva({
  base: { h: "3px", borderRadius: "full", flexShrink: 0 },
  variants: {
    w: {
      "45": { w: "45%" },
      "50": { w: "50%" },
      "55": { w: "55%" },
      "60": { w: "60%" },
      "70": { w: "70%" },
      "75": { w: "75%" },
      "80": { w: "80%" },
      "85": { w: "85%" },
      "90": { w: "90%" },
    },
    tone: {
      light: { bg: "steel.300" },
      mid: { bg: "steel.500" },
      dark: { bg: "steel.800" },
      accent: { bg: "safety.600" },
      white: { bg: "white" },
    },
  },
  defaultVariants: { w: "80", tone: "light" },
});

/** A tiny drawing of each layout, so the choice is visible before it is made. */
function TemplateThumbnail({ template }: { template: TemplateId }) {
  return (
    <span
      aria-hidden="true"
      className={css({
        display: "flex",
        w: "full",
        maxW: "16",
        h: "14",
        borderRadius: "xs",
        bg: "white",
        borderWidth: "1px",
        borderColor: "steel.200",
        overflow: "hidden",
        flexDirection: template === "professional" ? "column" : "row",
      })}
    >
      {template === "modern" ? (
        <>
          <span
            className={css({
              w: "35%",
              bg: "steel.900",
              display: "flex",
              flexDirection: "column",
              gap: "1",
              p: "1",
            })}
          >
            <span className={css({ w: "3", h: "3", borderRadius: "full", bg: "safety.500" })} />
            <span className={thumbLine({ w: "80", tone: "mid" })} />
            <span className={thumbLine({ w: "60", tone: "mid" })} />
          </span>
          <span className={css({ flex: "1", display: "flex", flexDirection: "column", gap: "1", p: "1.5" })}>
            <span className={thumbLine({ w: "85", tone: "dark" })} />
            <span className={thumbLine({ w: "50", tone: "accent" })} />
            <span className={thumbLine({ w: "90", tone: "light" })} />
            <span className={thumbLine({ w: "75", tone: "light" })} />
          </span>
        </>
      ) : null}
      {template === "classic" ? (
        <span
          className={css({
            flex: "1",
            display: "flex",
            flexDirection: "column",
            alignItems: "center",
            gap: "1",
            p: "1.5",
          })}
        >
          <span className={thumbLine({ w: "70", tone: "dark" })} />
          <span className={thumbLine({ w: "45", tone: "light" })} />
          <span className={css({ w: "full", h: "1px", bg: "steel.800", my: "0.5" })} />
          <span className={thumbLine({ w: "90", tone: "light" })} />
          <span className={thumbLine({ w: "85", tone: "light" })} />
          <span className={thumbLine({ w: "90", tone: "light" })} />
        </span>
      ) : null}
      {template === "professional" ? (
        <>
          <span
            className={css({
              h: "35%",
              bg: "steel.800",
              display: "flex",
              alignItems: "center",
              gap: "1",
              px: "1.5",
            })}
          >
            <span className={css({ w: "3", h: "3", borderRadius: "xs", bg: "steel.300" })} />
            <span className={thumbLine({ w: "55", tone: "white" })} />
          </span>
          <span className={css({ flex: "1", display: "flex", gap: "1", p: "1.5" })}>
            <span className={css({ flex: "2", display: "flex", flexDirection: "column", gap: "1" })}>
              <span className={thumbLine({ w: "90", tone: "light" })} />
              <span className={thumbLine({ w: "80", tone: "light" })} />
            </span>
            <span
              className={css({
                flex: "1",
                display: "flex",
                flexDirection: "column",
                gap: "1",
                borderLeftWidth: "1px",
                borderColor: "steel.200",
                pl: "1",
              })}
            >
              <span className={thumbLine({ w: "90", tone: "accent" })} />
              <span className={thumbLine({ w: "70", tone: "light" })} />
            </span>
          </span>
        </>
      ) : null}
    </span>
  );
}

/** Lets a long address wrap after the @ rather than mid-word. */
function BreakableEmail({ value }: { value: string }) {
  const at = value.indexOf("@");
  if (at < 0) return <>{value}</>;
  return (
    <>
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </>
  );
}

const contactIcon = { email: Mail, phone: Phone, location: MapPin } as const;

function RoleList({
  roles,
  className,
  titleClass,
  metaClass,
  bodyClass,
  itemClass,
}: {
  roles: ExperienceEntry[];
  className?: string;
  titleClass: string;
  metaClass: string;
  bodyClass: string;
  itemClass?: string;
}) {
  if (!roles.length) return <p className={metaClass}>{copy.emptyExperience}</p>;
  return (
    <ul
      className={cx(
        css({ listStyle: "none", p: "0", m: "0", display: "flex", flexDirection: "column", gap: "3" }),
        className,
      )}
    >
      {roles.map((role) => {
        const period = formatPeriod(role, resumeCopy.experience.present);
        return (
          <li key={role.id} className={itemClass}>
            <p className={titleClass}>{role.title.trim() || resumeCopy.experience.untitled}</p>
            <p className={metaClass}>
              {[role.company.trim(), role.location.trim(), period].filter(Boolean).join(" · ")}
            </p>
            {role.description.trim() ? (
              <p className={cx(bodyClass, css({ lineClamp: "4", whiteSpace: "pre-line" }))}>
                {role.description}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** A template's list, or its placeholder line while the list is empty. */
function ItemList({
  items,
  empty,
  listClass,
  emptyClass,
  children,
}: {
  items: readonly string[];
  empty: string;
  listClass: string;
  emptyClass: string;
  children: (item: string) => ReactNode;
}) {
  if (!items.length) return <p className={emptyClass}>{empty}</p>;
  return <ul className={listClass}>{items.map(children)}</ul>;
}

/** The photo (or initials) in the templates that show one. */
function ResumeAvatar({ data, size, className }: { data: ResumeData; size: number; className: string }) {
  return (
    <Avatar
      photoUrl={data.photoUrl}
      name={data.hasName ? data.name : ""}
      size={size}
      alt={data.hasName ? copy.photoOf(data.name) : copy.photoFallback}
      className={className}
    />
  );
}

// --- Modern: a dark sidebar with photo, contact and skills; orange accents.

function ModernResume({ data }: { data: ResumeData }) {
  const sideHeadingClass = css({
    fontSize: "9.5px",
    fontWeight: "700",
    textTransform: "uppercase",
    letterSpacing: "0.14em",
    color: "safety.300",
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
    color: "steel.900",
    mt: "4",
    mb: "2",
    _before: { content: '""', w: "3", h: "3px", bg: "safety.600", borderRadius: "full" },
  });
  return (
    <div
      className={css({
        display: "grid",
        gridTemplateColumns: "38% 1fr",
        gridTemplateAreas: '"side main"',
        minH: "28rem",
      })}
    >
      {/* The name comes first in reading order; the sidebar is drawn on the left. */}
      <div className={css({ gridArea: "main", p: "4", minW: "0" })}>
        <h3
          className={css({
            fontFamily: "heading",
            fontSize: "20px",
            fontWeight: "700",
            lineHeight: "1.1",
            color: data.hasName ? "steel.950" : "steel.600",
          })}
        >
          {data.name}
        </h3>
        <p className={css({ mt: "1", fontSize: "11px", fontWeight: "700", color: "safety.700" })}>
          {data.title}
        </p>
        <h4 className={mainHeadingClass}>{copy.experience}</h4>
        <RoleList
          roles={data.roles}
          titleClass={css({ fontWeight: "700", fontSize: "11px", color: "steel.950" })}
          metaClass={css({ fontSize: "10px", color: "steel.600" })}
          bodyClass={css({ mt: "1", fontSize: "10px", color: "steel.700" })}
          itemClass={css({ pl: "2.5", borderLeftWidth: "2px", borderColor: "safety.200" })}
        />
        <h4 className={mainHeadingClass}>{copy.certifications}</h4>
        <ItemList
          items={data.certifications}
          empty={copy.emptyCertifications}
          emptyClass={css({ fontSize: "10px", color: "steel.600" })}
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
            <li
              key={cert}
              className={css({ display: "flex", gap: "1.5", alignItems: "flex-start", fontSize: "10px" })}
            >
              <Award
                aria-hidden="true"
                size={11}
                className={css({ flexShrink: 0, mt: "0.5", color: "safety.700" })}
              />
              <span>{cert}</span>
            </li>
          )}
        </ItemList>
      </div>
      <div
        className={css({
          gridArea: "side",
          bg: "steel.900",
          color: "steel.100",
          px: "3",
          py: "4",
          minW: "0",
        })}
      >
        <ResumeAvatar
          data={data}
          size={64}
          className={css({
            boxShadow: "0 0 0 3px token(colors.safety.500) !important",
            bg: "steel.700 !important",
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
            {data.contacts.map(({ kind, value }) => {
              const Icon = contactIcon[kind];
              return (
                <li
                  key={kind}
                  className={css({ display: "flex", gap: "1.5", alignItems: "flex-start", fontSize: "10px" })}
                >
                  <Icon
                    aria-hidden="true"
                    size={11}
                    className={css({ flexShrink: 0, mt: "0.5", color: "safety.300" })}
                  />
                  <span>{kind === "email" ? <BreakableEmail value={value} /> : value}</span>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className={css({ fontSize: "10px", color: "steel.300" })}>{copy.contactPlaceholder(" · ")}</p>
        )}
        <h4 className={sideHeadingClass}>{copy.skills}</h4>
        <ItemList
          items={data.skills}
          empty={copy.emptySkills}
          emptyClass={css({ fontSize: "10px", color: "steel.300" })}
          listClass={css({ listStyle: "none", p: "0", m: "0", display: "flex", flexWrap: "wrap", gap: "1" })}
        >
          {(skill) => (
            <li
              key={skill}
              className={css({
                fontSize: "9.5px",
                fontWeight: "600",
                bg: "steel.800",
                color: "white",
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

// --- Classic: serif, centred header, ruled sections, no photo.

function ClassicResume({ data }: { data: ResumeData }) {
  const heading = css({
    fontFamily: "Georgia, 'Times New Roman', serif",
    fontSize: "10.5px",
    fontWeight: "700",
    textTransform: "uppercase",
    letterSpacing: "0.2em",
    color: "black",
    borderBottomWidth: "1px",
    borderColor: "black",
    pb: "0.5",
    mt: "4",
    mb: "2",
  });
  return (
    <div className={css({ p: "5", fontFamily: "Georgia, 'Times New Roman', serif", color: "#1a1a1a" })}>
      <div
        className={css({
          textAlign: "center",
          borderBottomWidth: "3px",
          borderStyle: "double",
          borderColor: "black",
          pb: "3",
        })}
      >
        <h3
          className={css({
            fontFamily: "Georgia, 'Times New Roman', serif",
            fontSize: "19px",
            fontWeight: "400",
            textTransform: "uppercase",
            letterSpacing: "0.16em",
            color: data.hasName ? "black" : "steel.600",
          })}
        >
          {data.name}
        </h3>
        <p className={css({ mt: "1", fontStyle: "italic", fontSize: "11px" })}>{data.title}</p>
        <p className={css({ mt: "1", fontSize: "10px", color: "#3d3d3d" })}>
          {data.contacts.length
            ? data.contacts.map((contact) => contact.value).join("  •  ")
            : copy.contactPlaceholder("  •  ")}
        </p>
      </div>
      <h4 className={heading}>{copy.experience}</h4>
      <RoleList
        roles={data.roles}
        titleClass={css({ fontWeight: "700", fontSize: "11px" })}
        metaClass={css({ fontStyle: "italic", fontSize: "10px", color: "#3d3d3d" })}
        bodyClass={css({ mt: "0.5", fontSize: "10px", color: "#2b2b2b" })}
      />
      <h4 className={heading}>{copy.skills}</h4>
      <p className={css({ fontSize: "10.5px", color: data.skills.length ? "#1a1a1a" : "#4a4a4a" })}>
        {data.skills.length ? data.skills.join(", ") : copy.emptySkills}
      </p>
      <h4 className={heading}>{copy.certifications}</h4>
      <ItemList
        items={data.certifications}
        empty={copy.emptyCertifications}
        emptyClass={css({ fontSize: "10.5px", color: "#4a4a4a" })}
        listClass={css({ listStyle: "disc", pl: "4", m: "0", fontSize: "10.5px" })}
      >
        {(cert) => <li key={cert}>{cert}</li>}
      </ItemList>
    </div>
  );
}

// --- Professional: a navy header band, a two-column body with a sidebar of skills and certifications.

function ProfessionalResume({ data }: { data: ResumeData }) {
  const heading = css({
    fontSize: "10px",
    fontWeight: "800",
    textTransform: "uppercase",
    letterSpacing: "0.1em",
    color: "steel.800",
    borderBottomWidth: "2px",
    borderColor: "safety.600",
    pb: "1",
    mb: "2.5",
  });
  return (
    <div>
      <div
        className={css({
          bg: "steel.800",
          color: "white",
          px: "4",
          py: "4",
          display: "flex",
          gap: "3",
          alignItems: "center",
          borderBottomWidth: "4px",
          borderColor: "safety.600",
        })}
      >
        <ResumeAvatar
          data={data}
          size={52}
          className={css({
            borderRadius: "md !important",
            bg: "steel.600 !important",
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
              color: "white",
            })}
          >
            {data.name}
          </h3>
          <p className={css({ fontSize: "10.5px", fontWeight: "600", color: "safety.200", mt: "0.5" })}>
            {data.title}
          </p>
          <p
            className={css({
              mt: "1",
              fontSize: "9.5px",
              color: "steel.100",
              display: "flex",
              flexWrap: "wrap",
              columnGap: "2.5",
            })}
          >
            {data.contacts.length
              ? data.contacts.map((contact) => <span key={contact.kind}>{contact.value}</span>)
              : copy.contactPlaceholder(" · ")}
          </p>
        </div>
      </div>
      <div className={css({ display: "grid", gridTemplateColumns: "1fr 38%", gap: "4", p: "4" })}>
        <div className={css({ minW: "0" })}>
          <h4 className={heading}>{copy.experience}</h4>
          <RoleList
            roles={data.roles}
            titleClass={css({ fontWeight: "700", fontSize: "11px", color: "steel.950" })}
            metaClass={css({ fontSize: "10px", color: "steel.600", fontWeight: "500" })}
            bodyClass={css({ mt: "1", fontSize: "10px", color: "steel.700" })}
          />
        </div>
        <div className={css({ minW: "0", pl: "3", borderLeftWidth: "1px", borderColor: "steel.200" })}>
          <h4 className={heading}>{copy.skills}</h4>
          <ItemList
            items={data.skills}
            empty={copy.emptySkills}
            emptyClass={css({ fontSize: "10px", color: "steel.600" })}
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
              <li key={skill} className={css({ fontSize: "10px", fontWeight: "600", color: "steel.800" })}>
                {skill}
              </li>
            )}
          </ItemList>
          <h4 className={cx(heading, css({ mt: "4" }))}>{copy.certifications}</h4>
          <ItemList
            items={data.certifications}
            empty={copy.emptyCertifications}
            emptyClass={css({ fontSize: "10px", color: "steel.600" })}
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
              <li key={cert} className={css({ fontSize: "10px", color: "steel.800" })}>
                {cert}
              </li>
            )}
          </ItemList>
        </div>
      </div>
    </div>
  );
}
