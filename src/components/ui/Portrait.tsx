import type { Photo } from "../../content/marketing";
import { PersonBadge, personByPortrait } from "./PersonBadge";

/**
 * A sample person's badge (monogram and trade icon) at the avatar size of its place: 72 px on
 * expert cards, 48 px beside a quote. The person comes from the one registry (people.ts) by their
 * portrait's slug; the name and trade are always written beside it, so the badge is decorative.
 */
export function Portrait({
  photo,
  size = 48,
  className,
}: {
  photo: Photo;
  size?: number;
  className?: string;
}) {
  const person = personByPortrait(photo.portrait);
  if (!person) return null;
  return <PersonBadge person={person} size={size} className={className} />;
}
