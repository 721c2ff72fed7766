import { privacyCopy } from "../../content/leadPages";
import { PageIntro } from "../shell/PageIntro";
import { measure, paragraph, prose, sectionHeading } from "./parts";

/** /privacy: what is kept, why and for how long (the retention from LEADS_RETENTION_DAYS at build). */
export function PrivacyPage() {
  return (
    <>
      <PageIntro path="/privacy" />
      <div className={prose}>
        <div className={measure}>
          {privacyCopy.sections.map((section) => (
            <section key={section.id} aria-labelledby={`privacy-${section.id}`}>
              <h2 id={`privacy-${section.id}`} className={sectionHeading}>
                {section.heading}
              </h2>
              {section.paragraphs.map((text) => (
                <p key={text} className={paragraph}>
                  {text}
                </p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
