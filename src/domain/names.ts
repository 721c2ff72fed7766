/** Letters in any script (accents included); a person's name needs at least this many. */
export const MIN_NAME_LETTERS = 2;

export function letterCount(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

/** A person's name: at least two letters ('J' and 'J.' are not a name). */
export function hasEnoughLetters(name: string): boolean {
  return letterCount(name) >= MIN_NAME_LETTERS;
}
