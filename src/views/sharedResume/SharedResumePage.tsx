import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { Loader2, PenLine } from "lucide-react";
import { useEffect } from "react";
import { css } from "styled-system/css";
import {
  detail,
  flex,
  grid,
  notice,
  pageContainer,
  panel,
  rule,
  spinner,
  title,
} from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { sharedResumeMachine } from "../../../machines/sharedResume";
import { NoScriptNote } from "../../components/ui/NoScriptNote";
import { pages } from "../../content/pages";
import { sharedResumeCopy as copy } from "../../content/sharedResume";
import { decodeShareFragment, isEmptyShareFragment } from "../../domain/resumeShare";
import { useFlow } from "../../flows/useFlow";
import { useRenderingHtml } from "../../startup/islands";
import { ResumePaper } from "../resume/ResumePreview";
import { resumeData } from "../resume/resumeData";
import { PageIntro } from "../shell/PageIntro";

/** PageIntro's heading, focused when the page has read its link. */
const HEADING_ID = "page-heading";
const page = pages["/resume"];

/*
 * The HTML's two answers while the link is unread, one shown by the early-input script's mark on
 * <html> (`html[data-link-fragment]`, LINK_FRAGMENT_ATTRIBUTE in earlyInputScript.ts): with a
 * fragment, "Reading…" (and the code starts at load to read it); without one, that the link holds
 * no resume, which needs no code at all. Without JavaScript, neither: the note that the page needs
 * it. (The selectors are written out for Panda, which reads them from the source.)
 */

/**
 * /resume: the read-only resume carried in the link's fragment. The prerendered page says it is
 * reading; in the browser the machine reads the fragment, checks it, and shows the resume or says
 * why it cannot. Everything shown is rendered as text by React: nothing from the link becomes HTML.
 */
export function SharedResumePage() {
  const actorRef = useFlow(sharedResumeMachine, {
    actions: {
      readLink: ({ self }) => {
        if (typeof window === "undefined") return;
        // No fragment: nothing to read, so it is said at once (as the page's HTML already says it).
        if (isEmptyShareFragment(window.location.hash)) {
          self.send({ type: "link.rejected", problem: "empty" });
          return;
        }
        void decodeShareFragment(window.location.hash).then((result) =>
          self.send(
            result.ok
              ? { type: "link.decoded", resume: result.resume }
              : { type: "link.rejected", problem: result.problem },
          ),
        );
      },
      focusHeading: () => {
        // Only when nothing else has focus: a visitor already tabbing keeps their place.
        requestAnimationFrame(() => {
          if (document.activeElement === document.body) document.getElementById(HEADING_ID)?.focus();
        });
      },
    },
  });
  const send = actorRef.send;

  useEffect(() => {
    const onHashChange = () => send({ type: "url.changed" });
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [send]);

  const resume = useSelector(actorRef, (state) => (state.matches("showing") ? state.context.resume : null));
  const problem = useSelector(actorRef, (state) =>
    state.matches("invalid") ? (state.context.problem ?? "damaged") : null,
  );
  const data = resume ? resumeData(resume.profile, null) : null;
  // The prerender, and the hydration of it, while the link is unread: both answers (see above).
  const html = useRenderingHtml() && !resume && !problem;
  const shownProblem = problem ?? (html ? "empty" : null);
  // Only a resume changes the heading; a refusal is told in the slot below, so the band's lines stay.
  const heading = data ? (data.hasName ? data.name : copy.headingFallback) : page.heading;
  // The band keeps its lines in every state, so reading the link never moves the page below it.
  const intro = data ? data.title : page.intro;

  return (
    <>
      <PageIntro path="/resume" heading={heading} intro={intro} note={copy.readOnly}>
        <Link to="/create-profile" className={button({ variant: "solid", size: "lg" })}>
          <PenLine aria-hidden="true" />
          {copy.build}
        </Link>
        {/* In every state: a link that appears later would wrap onto a new row and move the page. */}
        <Link to="/" className={button({ variant: "outlineInverted", size: "lg" })}>
          {copy.home}
        </Link>
      </PageIntro>

      <div className={rule({ side: "bottom", bg: "bg.subtle" })}>
        <div className={pageContainer({ maxW: "4xl", py: { base: "8", md: "12" } })}>
          {resume ? null : (
            // One slot for 'reading' and for the refusal that replaces it, the same height.
            <div className={css({ minH: { base: "9rem", md: "6rem" }, mb: "6" })}>
              {shownProblem ? (
                <div
                  role="alert"
                  className={notice({
                    tone: "danger",
                    p: "4",
                    borderRadius: "lg",
                    fontSize: "sm",
                    "html[data-link-fragment] &": { display: html ? "none" : undefined },
                    "@media (scripting: none)": { display: html ? "none" : undefined },
                  })}
                >
                  <p className={css({ fontWeight: "700" })}>{copy.problems[shownProblem].heading}</p>
                  <p className={css({ mt: "1" })}>{copy.problems[shownProblem].text}</p>
                </div>
              ) : null}
              {problem ? null : (
                <>
                  <p
                    role="status"
                    className={flex({
                      align: "center",
                      gap: "2",
                      color: "fg.muted",
                      // Without JavaScript the link is never read: the note below says so instead.
                      "@media (scripting: none)": { display: "none" },
                      display: html ? "none" : "flex",
                      "html[data-link-fragment] &": { display: "flex" },
                    })}
                  >
                    <Loader2 aria-hidden="true" size={20} className={spinner()} />
                    {copy.reading}
                  </p>
                  <NoScriptNote tool="sharedResume" />
                </>
              )}
            </div>
          )}
          {resume && data ? (
            <section aria-label={copy.documentHeading}>
              <ResumePaper
                template={resume.template}
                data={data}
                className={css({ zoom: { base: "1", md: "1.35" } })}
              />
            </section>
          ) : null}
          {resume ? null : (
            <section
              aria-labelledby="shared-resume-about"
              className={panel({ bg: "bg.canvas", p: { base: "5", md: "6" } })}
            >
              <h2 id="shared-resume-about" className={title()}>
                {copy.about.heading}
              </h2>
              <ul className={grid({ gap: "2", mt: "3", pl: "5", listStyle: "disc", color: "fg.muted" })}>
                {copy.about.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>

      {resume ? (
        <section
          aria-labelledby="shared-resume-cta"
          className={pageContainer({ py: { base: "12", md: "16" } })}
        >
          <div
            className={flex({
              direction: { base: "column", md: "row" },
              gap: "5",
              align: { md: "center" },
              justify: "space-between",
              p: { base: "6", md: "10" },
              borderRadius: "xl",
              bg: "bg.accentSubtle",
              borderWidth: "1px",
              borderColor: "accent.soft",
            })}
          >
            <div>
              <h2 id="shared-resume-cta" className={title({ size: { base: "xl", md: "2xl" } })}>
                {copy.cta.heading}
              </h2>
              <p className={detail({ size: "inherit", mt: "2", maxW: "2xl" })}>{copy.cta.text}</p>
            </div>
            <Link to="/create-profile" className={button({ variant: "solid", size: "lg" })}>
              <PenLine aria-hidden="true" />
              {copy.build}
            </Link>
          </div>
        </section>
      ) : null}
    </>
  );
}
