/*
 * The site's colours as plain data, so that code outside Panda can read them: the theme
 * (tokens.ts) passes them to Panda as they are, and the resume PDF (src/views/resume/templates/colors.ts) resolves
 * a template's role tokens through them to the same hex values. No imports: the PDF chunk loads this.
 */

/** Raw palette: steel blues for structure, safety orange for action, as on a factory floor. */
export const paletteTokens = {
  steel: {
    50: { value: "#f4f7fa" },
    100: { value: "#e7edf3" },
    200: { value: "#cfd9e4" },
    300: { value: "#a9bacb" },
    400: { value: "#7a91a9" },
    500: { value: "#56708c" },
    600: { value: "#425a74" },
    700: { value: "#33475d" },
    800: { value: "#1f3044" },
    900: { value: "#13202f" },
    950: { value: "#0b1520" },
  },
  safety: {
    50: { value: "#fff6ed" },
    100: { value: "#ffead4" },
    200: { value: "#ffd0a8" },
    300: { value: "#ffad70" },
    400: { value: "#ff8a3d" },
    500: { value: "#f56a12" },
    600: { value: "#d15208" },
    700: { value: "#a93f0a" },
    800: { value: "#873410" },
    900: { value: "#6d2d10" },
  },
  signal: {
    green: { value: "#167a45" },
    greenBg: { value: "#e3f5ea" },
    red: { value: "#b42318" },
    redBg: { value: "#fde8e6" },
    amber: { value: "#8a5a00" },
    amberBg: { value: "#fff4d6" },
    amberBorder: { value: "#f1d48a" },
  },
} as const;

/** Role tokens: views use these, never raw palette values. */
export const roleTokens = {
  bg: {
    canvas: { value: "#ffffff" },
    subtle: { value: "{colors.steel.50}" },
    muted: { value: "{colors.steel.100}" },
    /** A step darker than muted: a progress track's connector, a muted chip under the pointer. */
    emphasized: { value: "{colors.steel.200}" },
    inverted: { value: "{colors.steel.950}" },
    panel: { value: "#ffffff" },
    accentSubtle: { value: "{colors.safety.50}" },
    /** Surfaces inside an inverted band: a raised panel, then a track or chip on it. */
    invertedRaised: { value: "{colors.steel.900}" },
    invertedMuted: { value: "{colors.steel.800}" },
    /** A neutral bar's fill on an inverted band, beside an accent one. */
    invertedFill: { value: "{colors.steel.400}" },
    /** A placeholder's backing (initials, a photo's frame) on an inverted panel, and on a lighter one. */
    invertedFaint: { value: "{colors.steel.700}" },
    invertedSoft: { value: "{colors.steel.600}" },
    /** A control's hover on an inverted surface or a dark chip (the remove button of a chosen skill). */
    invertedHover: { value: "{colors.steel.700}" },
    /** A dark fill on a light surface: a chosen skill, a pressed toggle, a step number. */
    strong: { value: "{colors.steel.900}" },
    strongHover: { value: "{colors.steel.800}" },
  },
  fg: {
    default: { value: "{colors.steel.950}" },
    /**
     * A step under default: a document's own ink (a resume's text and its section titles), text on
     * a muted chip (a skill in the sent registration).
     */
    strong: { value: "{colors.steel.900}" },
    /** A name set apart from muted text beside it (the company on a job card). */
    secondary: { value: "{colors.steel.800}" },
    /** Running text in a card or a note, a step softer than default; a group's small legend. */
    body: { value: "{colors.steel.700}" },
    muted: { value: "{colors.steel.600}" },
    subtle: { value: "{colors.steel.500}" },
    inverted: { value: "#ffffff" },
    invertedMuted: { value: "{colors.steel.200}" },
    /** On an inverted band: body text a touch softer than white, and notes quieter than muted. */
    invertedSoft: { value: "{colors.steel.100}" },
    invertedSubtle: { value: "{colors.steel.300}" },
    /** Eyebrows and highlighted figures on an inverted band (safety.300 on steel.950 is 9:1). */
    invertedAccent: { value: "{colors.safety.300}" },
    /** A large ordinal on an inverted panel, meant to recede. */
    invertedFaint: { value: "{colors.steel.700}" },
    /** Decoration that carries no meaning: list markers, ordinal watermarks. */
    faint: { value: "{colors.steel.400}" },
    watermark: { value: "{colors.steel.100}" },
    accent: { value: "{colors.safety.700}" },
    /** Text on a pale accent ground (a chosen skill on bg.accentSubtle). */
    accentStrong: { value: "{colors.safety.900}" },
  },
  border: {
    default: { value: "{colors.steel.200}" },
    strong: { value: "{colors.steel.300}" },
    /**
     * A form control's boundary (steel.400 on white is 3.3:1, enough for WCAG 1.4.11), and the edge
     * of a choice under the pointer (a template).
     */
    control: { value: "{colors.steel.400}" },
    controlHover: { value: "{colors.steel.600}" },
    /** A tile or chip under the pointer (a choice tile, a preset skill). */
    hover: { value: "{colors.steel.500}" },
    /** The outline of a chosen chip or pressed toggle, matching its bg.strong fill. */
    selected: { value: "{colors.steel.900}" },
    inverted: { value: "{colors.steel.800}" },
    /** A frame or rule that must show on an inverted band (illustrations, chips, dividers). */
    invertedStrong: { value: "{colors.steel.700}" },
    /** The darkest outline on a light surface (an open timeline marker). */
    emphasized: { value: "{colors.steel.950}" },
    /** The outline of a control that is on: a pressed Save, an expanded Filters button. */
    accent: { value: "{colors.safety.300}" },
  },
  accent: {
    // safety.700 on white is 5.9:1, enough for small bold text (WCAG AA).
    default: { value: "{colors.safety.700}" },
    emphasized: { value: "{colors.safety.800}" },
    solidText: { value: "#ffffff" },
    subtle: { value: "{colors.safety.100}" },
    bright: { value: "{colors.safety.400}" },
    /** Marks that are pure accent: quote glyphs, rules, a star; not for text on white (3:1). */
    vivid: { value: "{colors.safety.500}" },
    /** The dark end of an accent gradient on an inverted band. */
    strong: { value: "{colors.safety.600}" },
    /** A quiet accent: an underline before hover, a halo. */
    soft: { value: "{colors.safety.200}" },
  },
  focusRing: { value: "{colors.safety.500}" },
  success: { fg: { value: "{colors.signal.green}" }, bg: { value: "{colors.signal.greenBg}" } },
  danger: { fg: { value: "{colors.signal.red}" }, bg: { value: "{colors.signal.redBg}" } },
  warning: {
    fg: { value: "{colors.signal.amber}" },
    bg: { value: "{colors.signal.amberBg}" },
    /** The frame of a warning panel on its pale ground. */
    border: { value: "{colors.signal.amberBorder}" },
  },
} as const;
