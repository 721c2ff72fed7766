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
 * `elevated` adds the card shadow; `bleed` runs it edge to edge on phones, a rounded card from sm.
 * Padding, radius and layout are the view's (they differ by what the panel holds); see also the
 * `card` recipe.
 */
export const panel = definePattern({
  description: "A bordered panel surface",
  properties: {
    tone: { type: "enum", value: ["plain", "subtle", "inverted"] },
    elevated: { type: "boolean" },
    bleed: { type: "boolean" },
  },
  defaultValues: { tone: "plain", elevated: false, bleed: false },
  transform(props) {
    const { tone, elevated, bleed, ...rest } = props;
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
      // Edge to edge on phones (the page gutter is 4), a rounded card from sm.
      ...(bleed
        ? {
            borderRadius: { base: "0", sm: "2xl" },
            borderLeftWidth: { base: "0", sm: "1px" },
            borderRightWidth: { base: "0", sm: "1px" },
            mx: { base: "-4", sm: "0" },
          }
        : {}),
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

// ---- forms ----

/** The red asterisk after a required field's or group's label (the label says "required" in words too). */
export const requiredMark = definePattern({
  description: "The asterisk of a required field",
  transform(props) {
    return { color: "danger.fg", ml: "0.5", ...props };
  },
});

/** A field's or a group's error message under its controls: small, medium weight, red. */
export const fieldError = definePattern({
  description: "A form field's error message",
  transform(props) {
    return { fontSize: "sm", fontWeight: "500", color: "danger.fg", ...props };
  },
});

/**
 * Fields or tiles in pairs: one column, two equal ones from `from` (`md` unless given), `gap` apart
 * (`5` unless given).
 */
export const pairGrid = definePattern({
  description: "One column, then two equal columns from a breakpoint",
  properties: {
    from: { type: "enum", value: ["sm", "md", "lg"] },
    gap: { type: "property", value: "gap" },
  },
  defaultValues: { from: "md", gap: "5" },
  transform(props) {
    const { from, gap, ...rest } = props;
    return {
      display: "grid",
      gap,
      gridTemplateColumns: { base: "1fr", [from as string]: "1fr 1fr" },
      ...rest,
    };
  },
});

/**
 * A round marker of `size` with its content centred: a step's number, a tip's numeral, the remove
 * button inside a chosen chip. Colours and border are the view's.
 */
export const roundMark = definePattern({
  description: "A round, centred marker",
  properties: { size: { type: "property", value: "width" } },
  transform(props) {
    const { size, ...rest } = props;
    return {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      w: size,
      h: size,
      borderRadius: "full",
      ...rest,
    };
  },
});

/** A dark card in white text beside or under a form (the reasons to sign up, the hand-over step). */
export const invertedCard = definePattern({
  description: "A dark rounded card",
  transform(props) {
    return { bg: "bg.inverted", color: "white", borderRadius: "lg", ...props };
  },
});

/**
 * A link (or a button that reads as one) with its icon beside: semibold, underlined, orange
 * (`inverted`: the orange of a dark card).
 */
export const inlineLink = definePattern({
  description: "An underlined link with an icon",
  properties: { tone: { type: "enum", value: ["accent", "inverted"] } },
  defaultValues: { tone: "accent" },
  transform(props) {
    const { tone, ...rest } = props;
    return {
      display: "inline-flex",
      alignItems: "center",
      gap: "1.5",
      fontWeight: "600",
      color: tone === "inverted" ? "fg.invertedAccent" : "fg.accent",
      textDecoration: "underline",
      textUnderlineOffset: "3px",
      ...rest,
    };
  },
});

// ---- marketing ----

/**
 * A cell of a table of figures (the calculator's rate table): a hairline below, top-aligned, roomy
 * rows. `numeric` right-aligns a figure in digits of one width, on one line.
 */
export const tableCell = definePattern({
  description: "A ruled cell of a table of figures",
  properties: { numeric: { type: "boolean" } },
  defaultValues: { numeric: false },
  transform(props) {
    const { numeric, ...rest } = props;
    return {
      py: "2.5",
      borderBottomWidth: "1px",
      borderColor: "border.default",
      verticalAlign: "top",
      ...(numeric ? { textAlign: "right", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" } : {}),
      ...rest,
    };
  },
});

/** A bold line of its own in the parent's size: a person's name above their role, a chart's caption. */
export const nameLine = definePattern({
  description: "A bold line on its own",
  transform(props) {
    return { display: "block", fontWeight: "700", ...props };
  },
});

/**
 * A framed picture or panel on a dark page intro: rounded, a hairline in the band's strong border
 * colour, the overlay shadow. `fill: "raised"` is an image's ground while it loads; `"glass"` a
 * translucent panel of figures.
 */
export const heroFrame = definePattern({
  description: "A framed figure on the dark page intro",
  properties: { fill: { type: "enum", value: ["raised", "glass"] } },
  defaultValues: { fill: "raised" },
  transform(props) {
    const { fill, ...rest } = props;
    return {
      borderRadius: "xl",
      borderWidth: "1px",
      borderColor: "border.invertedStrong",
      boxShadow: "overlay",
      bg: fill === "glass" ? "rgba(11, 21, 32, 0.55)" : "bg.invertedRaised",
      ...rest,
    };
  },
});

/** The quote mark that opens a testimonial, in the vivid accent. */
export const quoteMark = definePattern({
  description: "A testimonial's quote mark",
  transform(props) {
    return { color: "accent.vivid", ...props };
  },
});

/** The track of a horizontal bar (a chart's bar, a progress line): a rounded strip, `h` 2 unless given. */
export const barTrack = definePattern({
  description: "The rounded track behind a bar",
  transform(props) {
    return { h: "2", borderRadius: "full", bg: "bg.invertedMuted", ...props };
  },
});

// ---- search ----

/**
 * A small icon and its text side by side, inline: a fact in a line of facts (a place, a time, a
 * rating; `gap` 1), a trust badge or highlight on the hero, the logo (they pass a wider `gap`).
 */
export const iconText = definePattern({
  description: "An inline icon with its text",
  properties: { gap: { type: "property", value: "gap" } },
  defaultValues: { gap: "1" },
  transform(props) {
    const { gap, ...rest } = props;
    return { display: "inline-flex", alignItems: "center", gap, ...rest };
  },
});

/** The dashed frame of an empty state (no results, nothing saved yet); its layout is the view's. */
export const emptyFrame = definePattern({
  description: "The dashed frame around an empty state",
  transform(props) {
    return { borderWidth: "1px", borderStyle: "dashed", borderColor: "border.strong", ...props };
  },
});

/** A link (or a button that reads as one) inside text: semibold, orange, underlined a little below. */
export const textLink = definePattern({
  description: "An underlined accent link in running text",
  transform(props) {
    return {
      fontWeight: "600",
      color: "fg.accent",
      textDecoration: "underline",
      textUnderlineOffset: "3px",
      ...props,
    };
  },
});

/** The orange count on a Filters button (how many filters are on): a pill one line of xs high. */
export const countBadge = definePattern({
  description: "A small count pill on a button",
  transform(props) {
    return {
      minW: "5",
      h: "5",
      px: "1.5",
      borderRadius: "full",
      bg: "accent.default",
      color: "white",
      fontSize: "xs",
      lineHeight: "20px",
      textAlign: "center",
      ...props,
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
