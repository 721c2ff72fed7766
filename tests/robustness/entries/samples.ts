/** Hostile form values shared by the catalogue's entries. */

/** 10,000 characters, with spaces, as a paste of a whole document would bring. */
export const LONG = "Ab1 ".repeat(2500);
export const EMOJI = "Zoë 👩🏽‍🔧 Fanuc 🤖";
export const RTL = "مهندس تحكم آلي";
export const HTML = `<img src=x onerror="alert(1)"><b>Bold</b> & 'quotes' <script>alert(2)</script>`;
/** Emoji whose pairs straddle every even limit: one letter first shifts them by one unit. */
export const ODD_EMOJI = `a${"🤖".repeat(5000)}`;

export const TEXT_CASES: ReadonlyArray<readonly [label: string, value: string]> = [
  ["emoji (a skin tone and a joined sequence)", EMOJI],
  ["right-to-left text", RTL],
  ["HTML and a script tag", HTML],
];

/** What storage does to a value: JSON out and back in. */
export const roundTrip = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

/** True when the text holds half of a surrogate pair (drawn as a replacement mark). */
export const hasLoneSurrogate = (text: string) =>
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
