import { Link } from "@tanstack/react-router";
import { ArrowRight, Briefcase, FileText } from "lucide-react";
import { css, cx } from "styled-system/css";
import { detail, pairGrid, panel, title } from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { signupCopy } from "../../content/signup";

/** After registering: build a resume (/create-profile) or browse jobs (/find-jobs). */
export function NextSteps() {
  const steps = [
    { to: "/create-profile" as const, icon: FileText, ...signupCopy.nextSteps.resume },
    { to: "/find-jobs" as const, icon: Briefcase, ...signupCopy.nextSteps.jobs },
  ];
  return (
    <ul className={pairGrid({ from: "sm", gap: "3" })}>
      {steps.map(({ to, icon: Icon, title: heading, body, cta }) => (
        <li
          key={to}
          className={panel({
            tone: "subtle",
            borderRadius: "md",
            display: "flex",
            flexDirection: "column",
            gap: "2",
            p: "4",
          })}
        >
          <Icon aria-hidden="true" size={22} className={css({ color: "fg.accent" })} />
          <h3 className={title({ size: "md" })}>{heading}</h3>
          <p className={detail({ flex: "1" })}>{body}</p>
          <Link
            to={to}
            className={cx(
              button({ variant: to === "/create-profile" ? "solid" : "outline", size: "sm" }),
              css({ alignSelf: "flex-start", mt: "1" }),
            )}
          >
            {cta}
            <ArrowRight aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
