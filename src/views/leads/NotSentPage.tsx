import { css } from "styled-system/css";
import { formRules, notSentCopy } from "../../content/leadPages";
import { PageIntro } from "../shell/PageIntro";
import { measure, paragraph, prose, sectionHeading } from "./parts";

/**
 * /not-sent: where a refused form sent without JavaScript lands. Each form's rules are written out
 * in the form's own words; the intake's redirect ends in `#<kind>`, so the browser opens the page at
 * the form that was sent (highlighted by :target). Never a value the visitor typed.
 */
export function NotSentPage() {
  return (
    <>
      <PageIntro path="/not-sent" />
      <div className={prose}>
        <div className={measure}>
          <p className={css({ textStyle: "lg", color: "fg.default" })}>{notSentCopy.lead}</p>
          {formRules.map((form) => (
            <section
              key={form.kind}
              id={form.kind}
              aria-labelledby={`not-sent-${form.kind}`}
              className={css({
                mt: "6",
                p: "5",
                borderWidth: "1px",
                borderColor: "border.default",
                borderRadius: "l3",
                scrollMarginTop: "24",
                _target: { borderColor: "accent.default", borderWidth: "2px" },
              })}
            >
              <h2 id={`not-sent-${form.kind}`} className={sectionHeading}>
                {notSentCopy.ruleHeading(form.name)}
              </h2>
              <ul className={css({ listStyle: "disc", pl: "5" })}>
                {form.rules.map((item) => (
                  <li key={item.field} className={paragraph}>
                    <strong className={css({ color: "fg.default" })}>{item.label}</strong>: {item.message}
                  </li>
                ))}
              </ul>
              <a
                href={form.page}
                className={css({ display: "inline-block", mt: "4", textDecoration: "underline" })}
              >
                {notSentCopy.back}
              </a>
            </section>
          ))}
          <section aria-labelledby="not-sent-general">
            <h2 id="not-sent-general" className={sectionHeading}>
              {notSentCopy.generalHeading}
            </h2>
            <p className={paragraph}>{notSentCopy.general}</p>
          </section>
        </div>
      </div>
    </>
  );
}
