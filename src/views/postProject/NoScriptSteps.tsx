import { css, cx } from "styled-system/css";
import { detail, labelText, pairGrid, rule, stack, title } from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { Field } from "../../components/ui/Field";
import { NativeSelect, TextInput } from "../../components/ui/inputs";
import { ConsentLine, LeadHiddenFields } from "../../components/ui/LeadFormParts";
import { noScriptProjectCopy } from "../../content/notices";
import { postProjectCopy, WIZARD_STEP_LABELS } from "../../content/postProject";
import { projectLeadCopy } from "../../content/projectLead";
import { GENERAL_SKILL_SUGGESTIONS, SKILL_SUGGESTIONS } from "../../content/projectSkills";
import { CONTACT_EMAIL_MAX, PROJECT_CONTACT_FIELD } from "../../domain/projectLead";
import { FIELD_LIMITS, PROJECT_DURATIONS, PROJECT_WORK_TYPES } from "../../domain/projectWizard";

import { LEADS_ENDPOINT } from "../../platform/leads/endpoint";
import { WIZARD_FORM_ID } from "./sendIds";

const copy = postProjectCopy;

const section = rule({ mt: "8", pt: "6" });
const sectionHeading = title({ size: { base: "lg", md: "xl" }, mb: "4" });

/**
 * JavaScript off (issue 34): steps 2 to 4 after step 1, in step 1's form (by the `form` attribute:
 * this part sits after the step, so it never remounts with it), which posts to the lead
 * intake (kind `project`, the field names of src/domain/leadFields.ts); the intake answers with the
 * thank-you page or the page that says what to fix. Nothing goes in the URL.
 *
 * Server HTML only, inside `<noscript>`: with JavaScript the browser keeps it as inert text, React
 * does not hydrate it, and the wizard shows one step at a time as before. A static part
 * (noScriptPart.ts): its code is loaded for the prerender, not with the page in the browser.
 */
export function NoScriptSteps() {
  // Rendered in the browser only after a client navigation: nothing to show there.
  if (!import.meta.env.SSR) return <noscript />;
  // Every skill the wizard suggests, once each: ticked boxes post as the repeated key `skills`.
  const allSkills = [...new Set([...GENERAL_SKILL_SUGGESTIONS, ...Object.values(SKILL_SUGGESTIONS).flat()])];
  return (
    <noscript>
      <div data-testid="noscript-steps">
        <LeadHiddenFields kind="project" page="/post-project" form={WIZARD_FORM_ID} />

        <fieldset className={section}>
          <legend className={sectionHeading}>{WIZARD_STEP_LABELS.skills}</legend>
          <p className={detail({ mb: "3" })}>
            {noScriptProjectCopy.skillsLegend}: {noScriptProjectCopy.skillsHint}
          </p>
          <div
            className={css({
              display: "grid",
              gridTemplateColumns: "repeat(auto-fill, minmax(13rem, 1fr))",
              gap: "2",
            })}
          >
            {allSkills.map((skill) => (
              <label key={skill} className={css({ display: "flex", gap: "2", alignItems: "center" })}>
                <input
                  form={WIZARD_FORM_ID}
                  type="checkbox"
                  name="skills"
                  value={skill}
                  className={css({ w: "4", h: "4", accentColor: "token(colors.accent.default)" })}
                />
                {skill}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className={section}>
          <legend className={sectionHeading}>{WIZARD_STEP_LABELS.budget}</legend>
          <div className={pairGrid()}>
            <Field label={copy.budget.workType} hint={copy.budget.workTypeHint} required>
              {(props) => (
                <NativeSelect {...props} form={WIZARD_FORM_ID} name="workType" defaultValue="">
                  <option value="">{noScriptProjectCopy.workTypePlaceholder}</option>
                  {PROJECT_WORK_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field label={copy.budget.duration} required>
              {(props) => (
                <NativeSelect {...props} form={WIZARD_FORM_ID} name="duration" defaultValue="">
                  <option value="">{copy.budget.durationPlaceholder}</option>
                  {PROJECT_DURATIONS.map((duration) => (
                    <option key={duration} value={duration}>
                      {duration}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          </div>
          <fieldset className={stack({ gap: "2", mt: "5" })}>
            <legend className={labelText({ tone: "inherit" })}>{noScriptProjectCopy.rangeLegend}</legend>
            <p className={detail()}>{noScriptProjectCopy.rangeHint}</p>
            <div className={pairGrid()}>
              <Field label={copy.budget.min} required>
                {(props) => (
                  <TextInput
                    {...props}
                    form={WIZARD_FORM_ID}
                    name="budgetMin"
                    inputMode="numeric"
                    maxLength={FIELD_LIMITS.budgetMin}
                    autoComplete="off"
                  />
                )}
              </Field>
              <Field label={copy.budget.max} required>
                {(props) => (
                  <TextInput
                    {...props}
                    form={WIZARD_FORM_ID}
                    name="budgetMax"
                    inputMode="numeric"
                    maxLength={FIELD_LIMITS.budgetMax}
                    autoComplete="off"
                  />
                )}
              </Field>
            </div>
          </fieldset>
          <div className={css({ mt: "5", maxW: { md: "50%" } })}>
            <Field label={copy.budget.startDate} required>
              {(props) => <TextInput {...props} form={WIZARD_FORM_ID} name="startDate" type="date" />}
            </Field>
          </div>
        </fieldset>

        <fieldset className={section}>
          <legend className={sectionHeading}>{WIZARD_STEP_LABELS.review}</legend>
          <Field label={projectLeadCopy.contact.label} hint={projectLeadCopy.contact.hint} required>
            {(props) => (
              <TextInput
                {...props}
                form={WIZARD_FORM_ID}
                name={PROJECT_CONTACT_FIELD}
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={CONTACT_EMAIL_MAX}
                placeholder={projectLeadCopy.contact.placeholder}
              />
            )}
          </Field>
          <button
            type="submit"
            form={WIZARD_FORM_ID}
            // The form is step 1's (method "dialog" for the wizard): this button posts it to the
            // intake. Written as the HTML attributes: React leaves a string `formAction` out of
            // server HTML.
            {...({ formaction: LEADS_ENDPOINT, formmethod: "post" } as Record<string, string>)}
            className={cx(button({ variant: "solid" }), css({ mt: "6" }))}
          >
            {projectLeadCopy.post}
          </button>
          <ConsentLine className={css({ mt: "3" })} />
        </fieldset>
      </div>
    </noscript>
  );
}
