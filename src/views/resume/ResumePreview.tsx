import { useSelector } from "@xstate/react";
import { Eye } from "lucide-react";
import { useId } from "react";
import { css, cva, cx } from "styled-system/css";
import { detail, flex, grid, labelText, stack, title, visuallyHidden } from "styled-system/patterns";
import { resumeCopy, TEMPLATES } from "../../content/resume";
import type { TemplateId } from "../../domain/resume";
import type { BuilderActor } from "./builderState";
import { type ResumeData, resumeData } from "./resumeData";
import { sideCard, sideHeading } from "./styles";
import { ClassicResume } from "./templates/classic/Resume";
import { ModernResume } from "./templates/modern/Resume";
import { ProfessionalResume } from "./templates/professional/Resume";

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
          bg: "bg.muted",
          backgroundImage: "radial-gradient(token(colors.border.default) 1px, transparent 1px)",
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

/** Each template's preview (templates/<name>/Resume.tsx). */
const drawn = { modern: ModernResume, classic: ClassicResume, professional: ProfessionalResume };

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
  const Template = drawn[template];
  return (
    <div
      data-template={template}
      className={cx(
        css({
          bg: "bg.canvas",
          boxShadow: "0 1px 2px rgba(11, 21, 32, 0.08), 0 8px 24px rgba(11, 21, 32, 0.12)",
          borderRadius: "sm",
          overflow: "hidden",
          minH: "28rem",
          fontSize: "11px",
          lineHeight: "1.45",
          color: "fg.strong",
          overflowWrap: "anywhere",
        }),
        className,
      )}
    >
      <Template data={data} />
    </div>
  );
}

function TemplatePicker({ actorRef }: { actorRef: BuilderActor }) {
  const value = useSelector(actorRef, (state) => state.context.template);
  return (
    <fieldset className={css({ mt: "4", border: "none", p: "0", m: "0", minW: "0" })}>
      <legend className={labelText({ tone: "inherit", p: "0", mt: "4" })}>{copy.template}</legend>
      <div className={grid({ columns: 3, gap: "2", mt: "2" })}>
        {TEMPLATES.map((option) => (
          <label
            key={option.value}
            className={stack({
              align: "center",
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
              _hover: { borderColor: "border.control" },
              "&:has(input:checked)": {
                borderColor: "accent.strong",
                bg: "bg.accentSubtle",
                boxShadow: "0 0 0 1px token(colors.accent.strong)",
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
              className={visuallyHidden()}
            />
            <TemplateThumbnail template={option.value} />
            <span className={title({ size: "sm", color: "fg.default" })}>{option.label}</span>
            <span
              id={`template-${option.value}-description`}
              aria-hidden="true"
              className={detail({ size: "xs", lineHeight: "1.3", display: { base: "none", sm: "block" } })}
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
      light: { bg: "border.strong" },
      mid: { bg: "fg.subtle" },
      dark: { bg: "fg.secondary" },
      accent: { bg: "accent.strong" },
      white: { bg: "fg.inverted" },
    },
  },
  defaultVariants: { w: "80", tone: "light" },
});

/** A tiny drawing of each layout, so the choice is visible before it is made. */
function TemplateThumbnail({ template }: { template: TemplateId }) {
  return (
    <span
      aria-hidden="true"
      className={flex({
        direction: template === "professional" ? "column" : "row",
        w: "full",
        maxW: "16",
        h: "14",
        borderRadius: "xs",
        bg: "bg.canvas",
        borderWidth: "1px",
        borderColor: "border.default",
        overflow: "hidden",
      })}
    >
      {template === "modern" ? (
        <>
          <span className={stack({ gap: "1", w: "35%", bg: "bg.invertedRaised", p: "1" })}>
            <span className={css({ w: "3", h: "3", borderRadius: "full", bg: "accent.vivid" })} />
            <span className={thumbLine({ w: "80", tone: "mid" })} />
            <span className={thumbLine({ w: "60", tone: "mid" })} />
          </span>
          <span className={stack({ gap: "1", flex: "1", p: "1.5" })}>
            <span className={thumbLine({ w: "85", tone: "dark" })} />
            <span className={thumbLine({ w: "50", tone: "accent" })} />
            <span className={thumbLine({ w: "90", tone: "light" })} />
            <span className={thumbLine({ w: "75", tone: "light" })} />
          </span>
        </>
      ) : null}
      {template === "classic" ? (
        <span className={stack({ align: "center", gap: "1", flex: "1", p: "1.5" })}>
          <span className={thumbLine({ w: "70", tone: "dark" })} />
          <span className={thumbLine({ w: "45", tone: "light" })} />
          <span className={css({ w: "full", h: "1px", bg: "fg.secondary", my: "0.5" })} />
          <span className={thumbLine({ w: "90", tone: "light" })} />
          <span className={thumbLine({ w: "85", tone: "light" })} />
          <span className={thumbLine({ w: "90", tone: "light" })} />
        </span>
      ) : null}
      {template === "professional" ? (
        <>
          <span className={flex({ align: "center", gap: "1", h: "35%", bg: "bg.invertedMuted", px: "1.5" })}>
            <span className={css({ w: "3", h: "3", borderRadius: "xs", bg: "border.strong" })} />
            <span className={thumbLine({ w: "55", tone: "white" })} />
          </span>
          <span className={flex({ gap: "1", flex: "1", p: "1.5" })}>
            <span className={stack({ gap: "1", flex: "2" })}>
              <span className={thumbLine({ w: "90", tone: "light" })} />
              <span className={thumbLine({ w: "80", tone: "light" })} />
            </span>
            <span
              className={stack({
                gap: "1",
                flex: "1",
                borderLeftWidth: "1px",
                borderColor: "border.default",
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
