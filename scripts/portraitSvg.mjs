// Draws an illustrated head-and-shoulders portrait as SVG from a few parameters (skin, hair, headwear,
// eyewear, clothing, background). The sample people on the marketing pages are made up, so they are
// drawn, never photographed; every portrait shares one geometry and light, so a page of them reads as
// one set. Used by scripts/images.mjs, which writes assets-src/portraits/<slug>.svg from
// assets-src/portraits/people.mjs and renders them to AVIF and WebP.

/** Skin tones, light to deep: [base, shadow, ear/nose shade]. */
export const SKIN = {
  porcelain: ["#f7d9c4", "#e9b99a", "#e3ad8c"],
  light: ["#efc6a4", "#dba37e", "#d39a74"],
  medium: ["#d7a078", "#bf8259", "#b57a52"],
  tan: ["#b97d55", "#9c6340", "#935c3b"],
  brown: ["#8d5a3b", "#74462b", "#6c4128"],
  deep: ["#603a25", "#4a2a19", "#452716"],
};

export const HAIR = {
  black: ["#1c1a1f", "#3a3640"],
  darkBrown: ["#3b2619", "#5a3d2a"],
  brown: ["#6b4326", "#8a5d3b"],
  auburn: ["#8c3f1f", "#b15a31"],
  blond: ["#c99a52", "#e2bb76"],
  grey: ["#9a9da3", "#c2c5ca"],
  saltPepper: ["#5d5d63", "#8e9097"],
};

/** Soft studio backdrops from the site's palette (steel blues, safety orange): [centre, edge]. */
export const BACKDROP = {
  steel: ["#e7edf3", "#b9c8d8"],
  mist: ["#f4f7fa", "#cfd9e4"],
  peach: ["#fff1e3", "#ffd0a8"],
  sky: ["#e3eef8", "#a9c3dc"],
  sand: ["#f7efe6", "#e0cdb8"],
  sage: ["#e8f1ec", "#bcd3c5"],
};

const HARD_HAT = {
  white: ["#f6f8fa", "#d4dde6", "#ffffff"],
  yellow: ["#f6c431", "#d9a514", "#ffe07a"],
  orange: ["#f56a12", "#c9500a", "#ff9a5a"],
  blue: ["#2f5c8f", "#244872", "#4d7fb6"],
};

const f = (n) => Number(n.toFixed(1));

function backdrop([centre, edge], id) {
  return `<defs>
    <radialGradient id="${id}-bg" cx="0.5" cy="0.38" r="0.75">
      <stop offset="0" stop-color="${centre}"/>
      <stop offset="1" stop-color="${edge}"/>
    </radialGradient>
    <linearGradient id="${id}-shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0b1520" stop-opacity="0"/>
      <stop offset="1" stop-color="#0b1520" stop-opacity="0.16"/>
    </linearGradient>
  </defs>
  <rect width="200" height="200" fill="url(#${id}-bg)"/>
  <circle cx="150" cy="46" r="70" fill="#ffffff" opacity="0.28"/>`;
}

/** Hair drawn behind the head (long hair, afro volume, bun). */
function hairBack(style, [hair, hairLight]) {
  switch (style) {
    case "long":
      return `<path d="M62 92 C56 58 78 38 100 38 C124 38 146 56 140 94 C138 116 146 138 152 156 C134 164 114 160 100 156 C86 160 64 164 48 156 C56 138 64 116 62 92 Z" fill="${hair}"/>`;
    case "shoulder":
      return `<path d="M64 90 C58 58 80 40 100 40 C122 40 144 58 137 92 C135 110 140 128 144 140 C128 146 112 142 100 140 C88 142 72 146 56 140 C60 128 65 110 64 90 Z" fill="${hair}"/>`;
    case "afro":
      return `<g fill="${hair}">
        <circle cx="100" cy="70" r="42"/>
        <circle cx="66" cy="84" r="20"/><circle cx="134" cy="84" r="20"/>
        <circle cx="76" cy="50" r="22"/><circle cx="124" cy="50" r="22"/>
        <circle cx="100" cy="40" r="24"/>
      </g>
      <g fill="${hairLight}" opacity="0.35">
        <circle cx="84" cy="44" r="6"/><circle cx="112" cy="38" r="5"/><circle cx="128" cy="56" r="4"/>
      </g>`;
    case "bun":
      return `<circle cx="100" cy="36" r="15" fill="${hair}"/><path d="M92 30 Q100 24 108 30" stroke="${hairLight}" stroke-width="2.5" fill="none" stroke-linecap="round" opacity="0.6"/>`;
    case "ponytail":
      return `<path d="M128 68 C150 74 154 104 146 128 C142 138 134 142 130 136 C138 116 136 92 124 80 Z" fill="${hair}"/>`;
    default:
      return "";
  }
}

/** Hair drawn over the head: the crown and fringe, shaped per style. */
function hairFront(style, [hair, hairLight]) {
  switch (style) {
    case "short":
      return `<path d="M69 90 C66 62 80 46 100 46 C121 46 136 60 131 90 C129 80 126 72 120 68 C108 72 92 72 80 66 C74 72 71 80 69 90 Z" fill="${hair}"/>
      <path d="M84 54 C94 50 108 50 118 56" stroke="${hairLight}" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.45"/>`;
    case "sidePart":
      return `<path d="M69 92 C64 60 82 45 102 45 C124 45 138 62 131 92 C130 80 126 70 118 64 C104 68 90 66 82 58 C76 66 71 78 69 92 Z" fill="${hair}"/>
      <path d="M82 58 C88 52 96 50 104 50" stroke="${hairLight}" stroke-width="2.5" fill="none" stroke-linecap="round" opacity="0.5"/>`;
    case "buzz":
      return `<path d="M70 86 C68 62 82 49 100 49 C118 49 132 62 130 86 C127 74 122 66 116 63 C106 66 94 66 84 63 C78 66 73 74 70 86 Z" fill="${hair}" opacity="0.92"/>`;
    case "long":
    case "shoulder":
      return `<path d="M68 96 C62 62 80 44 101 44 C124 44 140 62 132 98 C128 84 124 74 116 66 C106 76 86 80 76 80 C72 84 69 90 68 96 Z" fill="${hair}"/>
      <path d="M96 50 C108 50 120 56 124 66" stroke="${hairLight}" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.45"/>`;
    case "bun":
    case "ponytail":
      return `<path d="M69 90 C66 60 82 46 100 46 C120 46 135 60 131 90 C128 76 122 66 112 62 C100 66 86 68 78 66 C73 72 70 80 69 90 Z" fill="${hair}"/>
      <path d="M86 52 C96 48 110 50 118 58" stroke="${hairLight}" stroke-width="2.5" fill="none" stroke-linecap="round" opacity="0.5"/>`;
    case "afro":
      return `<path d="M70 88 C68 66 80 56 100 56 C120 56 132 66 130 88 C126 76 118 70 100 70 C82 70 74 76 70 88 Z" fill="${hair}"/>`;
    case "receding":
      return `<path d="M69 92 C67 74 70 64 76 58 C78 68 76 78 72 92 Z M131 92 C133 74 130 64 124 58 C122 68 124 78 128 92 Z" fill="${hair}"/>`;
    default:
      return "";
  }
}

/** Only the sides show under a hard hat. */
function hairUnderHat(style, [hair]) {
  if (style === "none" || style === "receding") return "";
  if (style === "long" || style === "shoulder" || style === "ponytail" || style === "bun") {
    return `<path d="M69 80 L76 80 C74 90 73 100 74 110 L68 104 Z M131 80 L124 80 C126 90 127 100 126 110 L132 104 Z" fill="${hair}"/>`;
  }
  return `<path d="M69 80 L76 80 C74 86 74 92 74 98 L70 96 Z M131 80 L124 80 C126 86 126 92 126 98 L130 96 Z" fill="${hair}"/>`;
}

function beard(kind, [hair]) {
  switch (kind) {
    case "full":
      return `<path d="M71 96 C72 116 84 132 100 132 C116 132 128 116 129 96 C126 104 122 108 116 110 C110 106 90 106 84 110 C78 108 74 104 71 96 Z" fill="${hair}"/>
      <path d="M90 113 Q100 109 110 113" stroke="${hair}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
    case "stubble":
      return `<path d="M72 100 C74 118 86 130 100 130 C114 130 126 118 128 100 C124 110 118 116 112 117 C106 113 94 113 88 117 C82 116 76 110 72 100 Z" fill="${hair}" opacity="0.28"/>`;
    case "moustache":
      return `<path d="M89 112 Q100 106 111 112 Q106 115 100 113 Q94 115 89 112 Z" fill="${hair}"/>`;
    case "goatee":
      return `<path d="M90 112 Q100 107 110 112 Q106 115 100 113 Q94 115 90 112 Z M94 121 Q100 119 106 121 L104 130 Q100 132 96 130 Z" fill="${hair}"/>`;
    default:
      return "";
  }
}

function eyewear(kind) {
  switch (kind) {
    case "safety":
      return `<path d="M74 88 C76 84 124 84 126 88 L125 98 C122 104 106 104 102 99 L98 99 C94 104 78 104 75 98 Z" fill="#bfe3f2" fill-opacity="0.42" stroke="#33475d" stroke-width="2.2" stroke-linejoin="round"/>
      <path d="M80 89 L88 89" stroke="#ffffff" stroke-width="1.6" stroke-linecap="round" opacity="0.85"/>`;
    case "glasses":
      return `<g fill="#ffffff" fill-opacity="0.18" stroke="#1f3044" stroke-width="2">
        <rect x="78" y="87" width="19" height="14" rx="5"/><rect x="103" y="87" width="19" height="14" rx="5"/>
      </g>
      <path d="M97 93 Q100 91 103 93 M78 92 L71 90 M122 92 L129 90" stroke="#1f3044" stroke-width="2" fill="none"/>`;
    default:
      return "";
  }
}

function hardHat(colour) {
  const [shell, shade, light] = HARD_HAT[colour];
  return `<path d="M66 78 C66 50 82 36 100 36 C118 36 134 50 134 78 Z" fill="${shell}"/>
  <path d="M122 46 C130 54 134 64 134 78 L124 78 C124 66 122 56 116 48 Z" fill="${shade}" opacity="0.7"/>
  <path d="M94 37 C96 36 104 36 106 37 L107 78 L93 78 Z" fill="${shade}" opacity="0.55"/>
  <path d="M78 50 C82 44 88 41 92 40" stroke="${light}" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.8"/>
  <rect x="58" y="75" width="84" height="8" rx="4" fill="${shell}"/>
  <rect x="58" y="79" width="84" height="4" rx="2" fill="${shade}" opacity="0.8"/>`;
}

/** Clothing: the torso from the shoulders down, with its collar drawn over the neck. */
function clothing(kind, colour, accent, skin) {
  const shoulders = `M16 204 C18 170 44 152 76 146 L124 146 C156 152 182 170 184 204 Z`;
  switch (kind) {
    case "hiVis": {
      // A dark tee under a fluorescent vest with two reflective bands.
      const vest = accent ?? "#d7e84a";
      return `<path d="${shoulders}" fill="${colour}"/>
      <path d="M84 146 Q100 160 116 146 Z" fill="${skin}"/>
      <path d="M40 164 C52 154 66 149 80 147 L94 204 L32 204 C32 188 34 174 40 164 Z" fill="${vest}"/>
      <path d="M160 164 C148 154 134 149 120 147 L106 204 L168 204 C168 188 166 174 160 164 Z" fill="${vest}"/>
      <g fill="#e7edf3" opacity="0.95">
        <path d="M34 184 L91 184 L92 191 L33 191 Z"/><path d="M109 184 L166 184 L167 191 L108 191 Z"/>
      </g>
      <path d="M80 147 L94 204 M120 147 L106 204" stroke="#0b1520" stroke-opacity="0.12" stroke-width="2"/>`;
    }
    case "workShirt":
      return `<path d="${shoulders}" fill="${colour}"/>
      <path d="M82 146 L100 166 L118 146 Z" fill="${skin}"/>
      <path d="M78 144 L100 166 L90 176 L72 152 Z M122 144 L100 166 L110 176 L128 152 Z" fill="${accent ?? colour}"/>
      <path d="M78 144 L100 166 L90 176 L72 152 Z M122 144 L100 166 L110 176 L128 152 Z" fill="#ffffff" opacity="0.12"/>
      <path d="M100 168 L100 204" stroke="#0b1520" stroke-opacity="0.18" stroke-width="2"/>
      <circle cx="100" cy="182" r="1.8" fill="#0b1520" opacity="0.3"/><circle cx="100" cy="196" r="1.8" fill="#0b1520" opacity="0.3"/>
      <path d="M124 176 L146 176 L146 190 Q135 194 124 190 Z" fill="#0b1520" opacity="0.1"/>`;
    case "polo":
      return `<path d="${shoulders}" fill="${colour}"/>
      <path d="M86 146 L100 162 L114 146 Z" fill="${skin}"/>
      <path d="M82 143 L100 162 L92 168 L76 150 Z M118 143 L100 162 L108 168 L124 150 Z" fill="${colour}"/>
      <path d="M82 143 L100 162 L92 168 L76 150 Z M118 143 L100 162 L108 168 L124 150 Z" fill="#0b1520" opacity="0.12"/>
      <path d="M100 162 L100 182" stroke="#0b1520" stroke-opacity="0.2" stroke-width="2"/>
      <circle cx="100" cy="172" r="1.6" fill="#ffffff" opacity="0.7"/>
      ${accent ? `<rect x="124" y="172" width="14" height="5" rx="1.5" fill="${accent}"/>` : ""}`;
    case "blazer":
      // A tee under a jacket with lapels.
      return `<path d="${shoulders}" fill="${colour}"/>
      <path d="M80 146 C88 160 112 160 120 146 L116 204 L84 204 Z" fill="${accent ?? "#f4f7fa"}"/>
      <path d="M84 146 Q100 156 116 146 Z" fill="${skin}"/>
      <path d="M78 146 L96 204 L82 204 L70 170 L78 162 L72 152 Z M122 146 L104 204 L118 204 L130 170 L122 162 L128 152 Z" fill="#0b1520" opacity="0.16"/>`;
    case "coverall":
      return `<path d="${shoulders}" fill="${colour}"/>
      <path d="M84 146 L100 158 L116 146 Z" fill="${skin}"/>
      <path d="M76 144 L100 158 L94 166 L70 152 Z M124 144 L100 158 L106 166 L130 152 Z" fill="#ffffff" opacity="0.16"/>
      <path d="M100 158 L100 204" stroke="${accent ?? "#cfd9e4"}" stroke-width="3"/>
      <path d="M56 176 L80 176 L80 192 L56 192 Z" fill="#0b1520" opacity="0.1"/>
      ${accent ? `<rect x="58" y="180" width="16" height="4" rx="1" fill="${accent}"/>` : ""}`;
    default:
      return `<path d="${shoulders}" fill="${colour}"/>
      <path d="M84 146 Q100 160 116 146 Z" fill="${skin}"/>`;
  }
}

/**
 * One portrait. Parameters:
 * - skin: a key of SKIN; hair: { style, colour } (style: short, sidePart, buzz, long, shoulder, bun,
 *   ponytail, afro, receding, none); beard: full, stubble, moustache, goatee or none;
 * - headwear: { hardHat: white | yellow | orange | blue } or none; eyewear: safety, glasses or none;
 * - clothing: { kind: hiVis | workShirt | polo | blazer | coverall, colour, accent };
 * - backdrop: a key of BACKDROP; title: the SVG's <title>.
 */
export function portraitSvg(person) {
  const id = person.slug;
  const [skin, skinShadow, skinShade] = SKIN[person.skin];
  const hair = HAIR[person.hair.colour];
  const hat = person.headwear?.hardHat;
  const style = person.hair.style;
  const browColour = person.hair.colour === "grey" ? "#7b7e85" : hair[0];
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">`,
    `<title>${person.title}</title>`,
    backdrop(BACKDROP[person.backdrop], id),
    // The figure, drawn on a 200-unit grid, is enlarged about the foot of the frame so the face fills
    // more of a small round avatar.
    `<g transform="translate(100 198) scale(1.16) translate(-100 -198)">`,
    // Hair behind the head (not under a hard hat, except a ponytail or long hair below it).
    hat ? (style === "long" || style === "ponytail" ? hairBack(style, hair) : "") : hairBack(style, hair),
    clothing(person.clothing.kind, person.clothing.colour, person.clothing.accent, skin),
    // Neck, its shadow under the jaw, then the head.
    `<path d="M86 112 L114 112 L115 142 Q100 154 85 142 Z" fill="${skin}"/>`,
    `<path d="M86 118 Q100 134 114 118 L114 128 Q100 140 86 128 Z" fill="${skinShadow}"/>`,
    `<ellipse cx="70" cy="95" rx="6.5" ry="9" fill="${skinShade}"/>`,
    `<ellipse cx="130" cy="95" rx="6.5" ry="9" fill="${skinShade}"/>`,
    `<path d="M100 52 C119 52 131 64 131 84 L131 96 C131 115 117 129 100 129 C83 129 69 115 69 96 L69 84 C69 64 81 52 100 52 Z" fill="${skin}"/>`,
    // Soft light from the upper left: the far cheek sits a shade darker.
    `<path d="M120 58 C128 66 131 76 131 86 L131 96 C131 112 122 124 110 128 C122 116 126 100 124 84 C123 74 122 66 120 58 Z" fill="${skinShadow}" opacity="0.45"/>`,
    hat ? hairUnderHat(style, hair) : hairFront(style, hair),
    beard(person.beard ?? "none", hair),
    // Brows, eyes, nose, mouth, cheeks.
    `<path d="M82 84 Q88 80.5 94 83 M106 83 Q112 80.5 118 84" stroke="${browColour}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="88" cy="93" rx="3" ry="3.6" fill="#1f1a1c"/><ellipse cx="112" cy="93" rx="3" ry="3.6" fill="#1f1a1c"/>`,
    `<circle cx="89.2" cy="91.6" r="1" fill="#ffffff" opacity="0.9"/><circle cx="113.2" cy="91.6" r="1" fill="#ffffff" opacity="0.9"/>`,
    `<path d="M100 96 Q97.5 104 99 106 Q101.5 107.5 104 106" stroke="${skinShade}" stroke-width="2.4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    person.beard === "full"
      ? `<path d="M93 115 Q100 120 107 115" stroke="#7a2f2a" stroke-width="2.6" fill="none" stroke-linecap="round"/>`
      : `<path d="M91 113.5 Q100 121 109 113.5 Q100 117 91 113.5 Z" fill="#ffffff" stroke="#7a2f2a" stroke-width="2.4" stroke-linejoin="round"/>`,
    `<ellipse cx="81" cy="106" rx="5" ry="3" fill="#e0605a" opacity="${f(person.skin === "deep" || person.skin === "brown" ? 0.12 : 0.16)}"/>`,
    `<ellipse cx="119" cy="106" rx="5" ry="3" fill="#e0605a" opacity="${f(person.skin === "deep" || person.skin === "brown" ? 0.12 : 0.16)}"/>`,
    eyewear(person.eyewear ?? "none"),
    hat ? hardHat(hat) : "",
    "</g>",
    // A soft vignette at the foot grounds the figure.
    `<rect y="150" width="200" height="50" fill="url(#${id}-shade)"/>`,
    `</svg>`,
  ];
  return `${parts.filter(Boolean).join("\n")}\n`;
}
