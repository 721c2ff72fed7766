import { PersonBadge, personByPortrait } from "../../components/ui/PersonBadge";

/**
 * A contractor's badge (monogram and trade icon): 64 px on a card, 72 px featured. The trade chip
 * sits top right, leaving the bottom right to the card's online dot.
 */
export function ContractorPortrait({ portrait, size }: { portrait: string; size: number }) {
  const person = personByPortrait(portrait);
  if (!person) return null;
  return <PersonBadge person={person} size={size} chipCorner="top" />;
}
