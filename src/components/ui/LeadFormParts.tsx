import { css } from "styled-system/css";
import { detail, inlineLink } from "styled-system/patterns";
import { leadFormsCopy } from "../../content/leadForms";
import { HONEYPOT_FIELD, type LeadKind } from "../../domain/leads";

/**
 * What every form that sends to the lead intake carries for its plain HTML post (JavaScript off,
 * issue 34): the kind, the page and the consent text as hidden fields, and the honeypot, which a
 * person never sees nor reaches (visually hidden, hidden from assistive technology, out of the tab
 * order, no autofill) and a bot fills. `form`: the id of the form they belong to, when they sit
 * outside it.
 */
export function LeadHiddenFields({ kind, page, form }: { kind: LeadKind; page: string; form?: string }) {
  return (
    <>
      <input type="hidden" form={form} name="kind" value={kind} />
      <input type="hidden" form={form} name="page" value={page} />
      <input type="hidden" form={form} name="consent" value={leadFormsCopy.consent} />
      <div aria-hidden="true" className={css({ srOnly: true })}>
        <label>
          Website
          <input
            type="text"
            form={form}
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
    </>
  );
}

/** The consent line beside a form's submit, with the link to the privacy notice. */
export function ConsentLine({ className }: { className?: string }) {
  return (
    <p className={`${detail({ fontSize: "sm" })}${className ? ` ${className}` : ""}`}>
      {leadFormsCopy.consent}{" "}
      {/* A plain link: /privacy is the intake's page (issue 33), prerendered beside the others. */}
      <a href={leadFormsCopy.privacyPath} className={inlineLink()}>
        {leadFormsCopy.privacyLink}
      </a>
    </p>
  );
}
