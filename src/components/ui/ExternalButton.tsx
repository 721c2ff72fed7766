import { ArrowUpRight } from "lucide-react";
import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { type ButtonVariantProps, button } from "styled-system/recipes";
import { footerCopy } from "../../content/navigation";
import { ExternalLink } from "./ExternalLink";

/**
 * A call to action that leaves the site for the provider's app: a button-styled link opening a new
 * tab without opener, marked with an arrow and a screen-reader hint.
 */
export function ExternalButton({
  href,
  children,
  className,
  ...variants
}: ButtonVariantProps & { href: string; children: ReactNode; className?: string }) {
  return (
    <ExternalLink href={href} className={cx(button(variants), className)}>
      {children}
      <ArrowUpRight aria-hidden="true" />
      <span className={css({ srOnly: true })}> {footerCopy.externalHint}</span>
    </ExternalLink>
  );
}
