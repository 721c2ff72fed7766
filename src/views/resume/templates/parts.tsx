import { type LucideIcon, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { resumeCopy } from "../../../content/resume";
import { type ExperienceEntry, formatPeriod } from "../../../domain/resume";
import { Avatar } from "../Avatar";
import type { ResumeData } from "../resumeData";

/** The pieces every template's preview draws with; the template gives the classes. */

export const copy = resumeCopy.preview;

export const contactIcon = { email: Mail, phone: Phone, location: MapPin } as const;

/** A line led by a small icon: a contact, a certification. */
export function IconLine({
  icon: Icon,
  iconClass,
  children,
}: {
  icon: LucideIcon;
  iconClass: string;
  children: ReactNode;
}) {
  return (
    <li className={css({ display: "flex", gap: "1.5", alignItems: "flex-start", fontSize: "10px" })}>
      <Icon aria-hidden="true" size={11} className={cx(css({ flexShrink: 0, mt: "0.5" }), iconClass)} />
      <span>{children}</span>
    </li>
  );
}

/** Lets a long address wrap after the @ rather than mid-word. */
export function BreakableEmail({ value }: { value: string }) {
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

export function RoleList({
  roles,
  titleClass,
  metaClass,
  bodyClass,
  itemClass,
}: {
  roles: ExperienceEntry[];
  titleClass: string;
  metaClass: string;
  bodyClass: string;
  itemClass?: string;
}) {
  if (!roles.length) return <p className={metaClass}>{copy.emptyExperience}</p>;
  return (
    <ul
      className={css({
        listStyle: "none",
        p: "0",
        m: "0",
        display: "flex",
        flexDirection: "column",
        gap: "3",
      })}
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
export function ItemList({
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
export function ResumeAvatar({
  data,
  size,
  className,
}: {
  data: ResumeData;
  size: number;
  className: string;
}) {
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
