import { definePattern } from "@pandacss/dev";

/*
 * Layout and surface patterns the views share. A pattern is a function that returns one style object,
 * so a view's own adjustments (any style prop passed beside the pattern's) merge into the same
 * atomic classes a css() call would make: no second layer to win or lose against, and no CSS a page
 * did not already load. Each transform is copied into styled-system/ as source, so it may not use
 * anything from outside its own body.
 */

/**
 * The page container: the site's width, centred, with the side gutter. `rhythm: "section"` adds the
 * vertical space of a marketing section (56 px, 80 px from md).
 */
export const pageContainer = definePattern({
  description: "The site's centred content width with its side gutter",
  properties: { rhythm: { type: "enum", value: ["none", "section"] } },
  defaultValues: { rhythm: "none" },
  transform(props) {
    const { rhythm, ...rest } = props;
    return {
      maxW: "container",
      mx: "auto",
      px: { base: "4", md: "6" },
      ...(rhythm === "section" ? { py: { base: "14", md: "20" } } : {}),
      ...rest,
    };
  },
});

/**
 * A full-width band behind a section: `subtle` is the light grey band ruled above and below,
 * `inverted` the dark one (its glow, a background image, is the view's own art direction).
 */
export const sectionBand = definePattern({
  description: "The full-width background of a page section",
  properties: { tone: { type: "enum", value: ["subtle", "inverted"] } },
  defaultValues: { tone: "subtle" },
  transform(props) {
    const { tone, ...rest } = props;
    const tones = {
      subtle: { bg: "bg.subtle", borderYWidth: "1px", borderColor: "border.default" },
      inverted: { bg: "bg.inverted", color: "white" },
    };
    return { ...tones[tone as keyof typeof tones], ...rest };
  },
});

/** The small uppercase label above a heading or a group; `inverted` on a dark band. */
export const eyebrow = definePattern({
  description: "An uppercase small label",
  properties: {
    tone: { type: "enum", value: ["accent", "muted", "inverted"] },
    size: { type: "enum", value: ["xs", "sm"] },
  },
  defaultValues: { tone: "accent", size: "sm" },
  transform(props) {
    const { tone, size, ...rest } = props;
    const colors = { accent: "fg.accent", muted: "fg.muted", inverted: "fg.invertedAccent" };
    return {
      fontSize: size,
      fontWeight: "700",
      textTransform: "uppercase",
      letterSpacing: "0.08em",
      color: colors[tone as keyof typeof colors],
      ...rest,
    };
  },
});

/**
 * A bordered surface: `plain` white, `subtle` grey, `inverted` dark (a panel that leads its row);
 * `elevated` adds the card shadow. Padding, radius and layout are the view's (they differ by what
 * the panel holds); see also the `card` recipe.
 */
export const panel = definePattern({
  description: "A bordered panel surface",
  properties: {
    tone: { type: "enum", value: ["plain", "subtle", "inverted"] },
    elevated: { type: "boolean" },
  },
  defaultValues: { tone: "plain", elevated: false },
  transform(props) {
    const { tone, elevated, ...rest } = props;
    const tones = {
      plain: { bg: "bg.panel", borderColor: "border.default" },
      subtle: { bg: "bg.subtle", borderColor: "border.default" },
      inverted: { bg: "bg.inverted", borderColor: "border.emphasized", color: "white" },
    };
    return {
      ...tones[tone as keyof typeof tones],
      borderWidth: "1px",
      borderRadius: "lg",
      ...(elevated ? { boxShadow: "card" } : {}),
      ...rest,
    };
  },
});

/** A large figure in a stat tile or a band of figures: heading face, tight, digits of one width. */
export const statValue = definePattern({
  description: "A stat tile's figure",
  transform(props) {
    return {
      fontFamily: "heading",
      fontWeight: "700",
      lineHeight: "1",
      fontVariantNumeric: "tabular-nums",
      ...props,
    };
  },
});

/**
 * The square behind a section's icon (44 px): `accent` pale orange, `inverted` a dark tile with an
 * orange glyph.
 */
export const iconTile = definePattern({
  description: "A square tile holding an icon",
  properties: { tone: { type: "enum", value: ["accent", "inverted"] } },
  defaultValues: { tone: "accent" },
  transform(props) {
    const { tone, ...rest } = props;
    const tones = {
      accent: { bg: "accent.subtle", color: "fg.accent" },
      inverted: { bg: "bg.inverted", color: "accent.bright" },
    };
    return {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      w: "11",
      h: "11",
      borderRadius: "md",
      ...tones[tone as keyof typeof tones],
      ...rest,
    };
  },
});

/** A short code in a monospaced frame (a country or state code). */
export const codeTag = definePattern({
  description: "A monospaced code label",
  transform(props) {
    return {
      fontFamily: "mono",
      fontSize: "sm",
      fontWeight: "700",
      letterSpacing: "0.06em",
      borderRadius: "sm",
      px: "2",
      py: "0.5",
      ...props,
    };
  },
});

/** A rounded grey chip in a wrapping list (roles, cities, tools). */
export const chip = definePattern({
  description: "A pill-shaped tag",
  transform(props) {
    return { fontSize: "sm", px: "2.5", py: "1", borderRadius: "full", bg: "bg.muted", ...props };
  },
});

/**
 * A list of cards: one column, then `columns` (a number per breakpoint, e.g. { md: 3 }) of equal
 * width, with the cards' usual gap. Give `gap` to change it. `single` is the one column's track:
 * `minmax(0, 1fr)` lets a card shrink below its content's width, `1fr` does not.
 */
export const cardGrid = definePattern({
  description: "An unstyled list laid out as a responsive grid of equal columns",
  properties: {
    columns: { type: "number" },
    single: { type: "enum", value: ["minmax(0, 1fr)", "1fr"] },
  },
  defaultValues: { single: "minmax(0, 1fr)" },
  transform(props, { map }) {
    const { columns, single, ...rest } = props;
    return {
      listStyle: "none",
      display: "grid",
      gridTemplateColumns: map({ base: 1, ...(columns as object) }, (count) =>
        String(count) === "1" ? single : `repeat(${count}, minmax(0, 1fr))`,
      ),
      gap: { base: "4", md: "6" },
      ...rest,
    };
  },
});

/** A message that reports a state: `warning` amber, `danger` red, `success` green, on its pale ground. */
export const notice = definePattern({
  description: "A tinted status message",
  properties: { tone: { type: "enum", value: ["warning", "danger", "success"] } },
  defaultValues: { tone: "warning" },
  transform(props) {
    const { tone, ...rest } = props;
    return { bg: `${tone}.bg`, color: `${tone}.fg`, borderRadius: "md", ...rest };
  },
});

/**
 * Bold text at a type size: the title of a card, a row or a band (`size`, any font size, responsive
 * as usual; `lg` unless given). `face: "heading"` sets it in the display face.
 */
export const title = definePattern({
  description: "A bold title at a type size",
  properties: {
    size: { type: "property", value: "fontSize" },
    face: { type: "enum", value: ["body", "heading"] },
  },
  defaultValues: { size: "lg", face: "body" },
  transform(props) {
    const { size, face, ...rest } = props;
    return {
      ...(face === "heading" ? { fontFamily: "heading" } : {}),
      fontSize: size,
      fontWeight: "700",
      ...rest,
    };
  },
});

/**
 * Secondary text beside or under a title: muted grey (`inverted`: the muted grey of a dark band),
 * small unless `size` says otherwise; `size: "inherit"` keeps the parent's size.
 */
export const detail = definePattern({
  description: "Muted secondary text",
  properties: {
    tone: { type: "enum", value: ["muted", "inverted"] },
    size: { type: "property", value: "fontSize" },
  },
  defaultValues: { tone: "muted", size: "sm" },
  transform(props) {
    const { tone, size, ...rest } = props;
    return {
      ...(size === "inherit" ? {} : { fontSize: size }),
      color: tone === "inverted" ? "fg.invertedMuted" : "fg.muted",
      ...rest,
    };
  },
});

/**
 * A list without bullets: its items stacked (`flow: "column"`, a grid) or wrapping in a row
 * (`flow: "wrap"`, chips and links), `gap` apart (`2` unless given).
 */
export const plainList = definePattern({
  description: "An unstyled list, stacked or wrapping",
  properties: {
    flow: { type: "enum", value: ["column", "wrap"] },
    gap: { type: "property", value: "gap" },
  },
  defaultValues: { flow: "column", gap: "2" },
  transform(props) {
    const { flow, gap, ...rest } = props;
    return {
      listStyle: "none",
      ...(flow === "wrap" ? { display: "flex", flexWrap: "wrap" } : { display: "grid" }),
      gap,
      ...rest,
    };
  },
});

/** A hairline in the default border colour above (`side: "top"`) or below an element. */
export const rule = definePattern({
  description: "A hairline border on one side",
  properties: { side: { type: "enum", value: ["top", "bottom"] } },
  defaultValues: { side: "top" },
  transform(props) {
    const { side, ...rest } = props;
    return {
      ...(side === "bottom" ? { borderBottomWidth: "1px" } : { borderTopWidth: "1px" }),
      borderColor: "border.default",
      ...rest,
    };
  },
});

/** The icon that leads a list item or a link row: orange (`muted`: grey), never squeezed by the text. */
export const listIcon = definePattern({
  description: "An icon leading a list item",
  properties: { tone: { type: "enum", value: ["accent", "muted"] } },
  defaultValues: { tone: "accent" },
  transform(props) {
    const { tone, ...rest } = props;
    return { color: tone === "muted" ? "fg.muted" : "fg.accent", flexShrink: 0, ...rest };
  },
});

/**
 * A semibold label, small unless `size` says: a figure's caption, a value in a list of facts, a
 * line that reads as a link. `tone` is its colour (`inherit`: the parent's).
 */
export const labelText = definePattern({
  description: "A semibold small label",
  properties: {
    tone: { type: "enum", value: ["default", "accent", "muted", "invertedAccent", "inherit"] },
    size: { type: "property", value: "fontSize" },
  },
  defaultValues: { tone: "default", size: "sm" },
  transform(props) {
    const { tone, size, ...rest } = props;
    const colors = {
      default: "fg.default",
      accent: "fg.accent",
      muted: "fg.muted",
      invertedAccent: "fg.invertedAccent",
    };
    return {
      fontSize: size,
      fontWeight: "600",
      ...(tone === "inherit" ? {} : { color: colors[tone as keyof typeof colors] }),
      ...rest,
    };
  },
});

// ---- resume ----

/**
 * A square button that holds only an icon (a dismiss cross, a chip's remove): its glyph centred,
 * never squeezed by its row, `size` wide and high (`9` unless given), the pointer on it. Its colour
 * and hover are the view's.
 */
export const iconButton = definePattern({
  description: "A square icon-only button",
  properties: { size: { type: "property", value: "width" } },
  defaultValues: { size: "9" },
  transform(props) {
    const { size, ...rest } = props;
    return {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      flexShrink: 0,
      w: size,
      h: size,
      borderRadius: "md",
      cursor: "pointer",
      ...rest,
    };
  },
});

/** An icon that turns while something loads (a button's or a status line's loader). */
export const spinner = definePattern({
  description: "A turning loading icon",
  transform(props) {
    return { animation: "spin 1s linear infinite", ...props };
  },
});
