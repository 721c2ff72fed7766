// The hero illustrations of /for-employers and /for-contractors, as SVG: a robot cell on the plant
// floor in the site's steel and safety-orange palette, with floating cards that say what the page is
// about (an expert ready to hire; a contract that pays). The people on the cards are drawn as the
// site draws every sample person: a monogram badge with their trade's colours and icon
// (src/components/ui/PersonBadge.tsx), never a face.
// scripts/images.mjs writes them to assets-src/illustrations/ and renders them to AVIF and WebP.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";

export const HERO = { width: 640, height: 480 };

const C = {
  ink: "#0b1520",
  steel900: "#13202f",
  steel800: "#1f3044",
  steel700: "#33475d",
  steel600: "#425a74",
  steel500: "#56708c",
  steel400: "#7a91a9",
  steel300: "#a9bacb",
  steel200: "#cfd9e4",
  steel100: "#e7edf3",
  orange: "#f56a12",
  orangeLight: "#ff8a3d",
  orangePale: "#ffad70",
  green: "#167a45",
  greenBright: "#4ade80",
  greenBg: "#e3f5ea",
  yellow: "#f5c518",
  red: "#b42318",
};

function defs(id) {
  return `<defs>
  <linearGradient id="${id}-bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${C.steel800}"/><stop offset="1" stop-color="${C.ink}"/>
  </linearGradient>
  <radialGradient id="${id}-glow" cx="0.7" cy="0.2" r="0.65">
    <stop offset="0" stop-color="${C.orange}" stop-opacity="0.32"/><stop offset="1" stop-color="${C.orange}" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="${id}-arm" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${C.orangeLight}"/><stop offset="1" stop-color="#d15208"/>
  </linearGradient>
  <linearGradient id="${id}-floor" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${C.steel900}"/><stop offset="1" stop-color="${C.ink}"/>
  </linearGradient>
  <linearGradient id="${id}-bar" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${C.orangeLight}"/><stop offset="1" stop-color="${C.orange}"/>
  </linearGradient>
  <filter id="${id}-lift" x="-20%" y="-20%" width="140%" height="160%">
    <feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="#000000" flood-opacity="0.45"/>
  </filter>
</defs>`;
}

/** Backdrop: wall grid, floor with perspective lines, the orange glow of the hero. */
function room(id) {
  return `<rect width="640" height="480" fill="url(#${id}-bg)"/>
<rect width="640" height="480" fill="url(#${id}-glow)"/>
<g stroke="${C.steel700}" stroke-width="1" opacity="0.5">
  <path d="M0 70H640M0 140H640M0 210H640M0 280H640M80 0V340M160 0V340M240 0V340M320 0V340M400 0V340M480 0V340M560 0V340"/>
</g>
<path d="M0 340H640V480H0Z" fill="url(#${id}-floor)"/>
<g stroke="${C.steel700}" stroke-width="1.5" fill="none">
  <path d="M0 340H640M-60 480L200 340M120 480L270 340M300 480L340 340M480 480L410 340M660 480L480 340M0 392H640"/>
</g>`;
}

/** A six-axis arm: base at (x, y), reaching to the right (dir 1) or left (dir -1). */
function robotArm(id, x, y, dir = 1) {
  const sx = (dx) => x + dir * dx;
  return `<ellipse cx="${x}" cy="${y + 4}" rx="64" ry="12" fill="${C.ink}" opacity="0.6"/>
<rect x="${x - 44}" y="${y - 48}" width="88" height="52" rx="10" fill="${C.steel700}"/>
<rect x="${x - 44}" y="${y - 30}" width="88" height="8" fill="${C.orange}"/>
<rect x="${x - 30}" y="${y - 78}" width="60" height="34" rx="8" fill="${C.steel600}"/>
<g stroke-linecap="round" fill="none">
  <path d="M${x} ${y - 66}L${sx(70)} ${y - 196}" stroke="url(#${id}-arm)" stroke-width="40"/>
  <path d="M${sx(70)} ${y - 196}L${sx(168)} ${y - 128}" stroke="url(#${id}-arm)" stroke-width="30"/>
  <path d="M${sx(168)} ${y - 128}L${sx(182)} ${y - 84}" stroke="${C.steel300}" stroke-width="15"/>
</g>
<circle cx="${x}" cy="${y - 66}" r="23" fill="${C.steel800}" stroke="${C.orange}" stroke-width="5"/>
<circle cx="${sx(70)}" cy="${y - 196}" r="25" fill="${C.steel800}" stroke="${C.orangeLight}" stroke-width="5"/>
<circle cx="${sx(70)}" cy="${y - 196}" r="8" fill="${C.orangePale}"/>
<circle cx="${sx(168)}" cy="${y - 128}" r="15" fill="${C.steel800}" stroke="${C.orangeLight}" stroke-width="4"/>
<path d="M${sx(168)} ${y - 88}h28v10h-8v14h-5v-14h-4v14h-5v-14h-6z" fill="${C.steel200}" transform="translate(${dir === 1 ? 0 : -28} 0)"/>`;
}

/** An HMI on a stand: a screen with a trend line, status and soft keys. */
function hmiStand(x, y) {
  return `<rect x="${x + 52}" y="${y + 96}" width="12" height="${340 - y - 96}" fill="${C.steel700}"/>
<rect x="${x + 30}" y="${334}" width="56" height="8" rx="4" fill="${C.steel700}"/>
<rect x="${x}" y="${y}" width="116" height="100" rx="10" fill="${C.steel800}" stroke="${C.steel600}" stroke-width="2"/>
<rect x="${x + 10}" y="${y + 10}" width="96" height="62" rx="5" fill="${C.ink}"/>
<path d="M${x + 18} ${y + 60}L${x + 36} ${y + 46}L${x + 52} ${y + 52}L${x + 70} ${y + 30}L${x + 86} ${y + 38}L${x + 98} ${y + 22}" fill="none" stroke="${C.orangeLight}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>
<rect x="${x + 18}" y="${y + 18}" width="26" height="5" rx="2.5" fill="${C.steel500}"/>
<circle cx="${x + 98}" cy="${y + 20}" r="3.5" fill="${C.greenBright}"/>
<g fill="${C.steel700}"><rect x="${x + 10}" y="${y + 80}" width="28" height="12" rx="3"/><rect x="${x + 44}" y="${y + 80}" width="28" height="12" rx="3"/></g>
<rect x="${x + 78}" y="${y + 80}" width="28" height="12" rx="3" fill="${C.orange}"/>`;
}

function stackLight(x, y) {
  return `<rect x="${x}" y="${y}" width="20" height="54" rx="5" fill="${C.steel700}"/>
<rect x="${x + 3}" y="${y + 4}" width="14" height="14" rx="3" fill="${C.red}"/>
<rect x="${x + 3}" y="${y + 20}" width="14" height="14" rx="3" fill="${C.orangeLight}"/>
<rect x="${x + 3}" y="${y + 36}" width="14" height="14" rx="3" fill="${C.greenBright}"/>
<rect x="${x + 8}" y="${y + 54}" width="4" height="20" fill="${C.steel600}"/>`;
}

/**
 * The trades the hero cards show, as PersonBadge draws them: the disc's two gradient stops, the
 * chip's colour and the trade's icon (Lucide's bot and cpu, ISC licence, on a 24-unit grid).
 * tests/unit/scripts/images.test.ts checks the colours against PersonBadge's.
 */
export const HERO_TRADES = {
  robot: {
    disc: ["#33475d", "#13202f"],
    chip: "#d15208",
    icon: `<path d="M12 8V4H8"/><rect width="16" height="12" x="4" y="8" rx="2"/><path d="M2 14h2M20 14h2M15 13v2M9 13v2"/>`,
  },
  plc: {
    disc: ["#425a74", "#1f3044"],
    chip: "#167a45",
    icon: `<path d="M12 20v2M12 2v2M17 20v2M17 2v2M2 12h2M2 17h2M2 7h2M20 12h2M20 17h2M20 7h2M7 20v2M7 2v2"/><rect x="4" y="4" width="16" height="16" rx="2"/><rect x="8" y="8" width="8" height="8" rx="1"/>`,
  },
};

/** Who is on the hero cards: src/content/people.ts's key, their initials and their trade. */
export const HERO_PEOPLE = {
  michaelR: { initials: "MR", trade: "robot" },
  sarahK: { initials: "SK", trade: "plc" },
  anaG: { initials: "AG", trade: "robot" },
};

/**
 * Initials as outlines (the site's Inter, bold), centred on (cx, cy) at `size` px, so the drawing
 * does not depend on the fonts of the machine that renders it.
 */
let inter;
function initialsPath(text, cx, cy, size) {
  inter ??= fontkit.create(
    readFileSync(
      createRequire(import.meta.url).resolve("@fontsource/inter/files/inter-latin-700-normal.woff2"),
    ),
  );
  const scale = size / inter.unitsPerEm;
  const tracking = 0.02 * inter.unitsPerEm;
  const run = inter.layout(text);
  const width = run.positions.reduce((sum, p) => sum + p.xAdvance, 0) + tracking * (run.glyphs.length - 1);
  const baseline = cy + (inter.capHeight * scale) / 2;
  let x = cx - (width * scale) / 2;
  return run.glyphs
    .map((glyph, i) => {
      const d = glyph.path.toSVG();
      const out = `<path d="${d}" transform="translate(${x.toFixed(2)} ${baseline.toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})"/>`;
      x += ((run.positions[i]?.xAdvance ?? 0) + tracking) * scale;
      return out;
    })
    .join("");
}

/** A person's monogram badge centred on (cx, cy), radius r, its trade chip at the bottom right. */
function badge(key, cx, cy, r) {
  const { initials, trade } = HERO_PEOPLE[key];
  const tone = HERO_TRADES[trade];
  const id = `badge-${key}`;
  // As PersonBadge: the chip is 42 % of the badge across, 2 px past its edge, the icon 58 % of the chip.
  const chip = r * 0.84;
  const chipX = cx + r - chip / 2 + 2;
  const chipY = cy + r - chip / 2 + 2;
  const icon = chip * 0.58;
  return `<linearGradient id="${id}" x1="0.2" y1="0" x2="0.8" y2="1">
  <stop offset="0" stop-color="${tone.disc[0]}"/><stop offset="1" stop-color="${tone.disc[1]}"/>
</linearGradient>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>
<circle cx="${cx}" cy="${cy}" r="${r - 0.75}" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="1.5"/>
<g fill="#ffffff" data-initials="${initials}">${initialsPath(initials, cx - r * 0.04, cy - r * 0.02, r * 0.6)}</g>
<circle cx="${chipX.toFixed(1)}" cy="${chipY.toFixed(1)}" r="${(chip / 2).toFixed(1)}" fill="${tone.chip}" stroke="#ffffff" stroke-width="2.5"/>
<g transform="translate(${(chipX - icon / 2).toFixed(1)} ${(chipY - icon / 2).toFixed(1)}) scale(${(icon / 24).toFixed(3)})" fill="none" stroke="#ffffff" stroke-width="2.25" stroke-linecap="round" stroke-linejoin="round">${tone.icon}</g>`;
}

function star(x, y, s, fill) {
  // A five-pointed star of outer radius s centred on (x, y).
  const points = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? s : s * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(" ")}" fill="${fill}"/>`;
}

function check(cx, cy, r, fill) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>
<path d="M${cx - r * 0.42} ${cy + r * 0.02}L${cx - r * 0.1} ${cy + r * 0.34}L${cx + r * 0.45} ${cy - r * 0.3}" fill="none" stroke="#ffffff" stroke-width="${(r * 0.26).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** /for-employers: an engineer's HMI and a robot at work; two experts ready to hire, hired in a day. */
export function employersHeroSvg() {
  const id = "hire";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480">
<title>A robot cell and its HMI, with cards of automation experts available to hire</title>
${defs(id)}
${room(id)}
${stackLight(566, 150)}
<rect x="520" y="224" width="100" height="116" rx="8" fill="${C.steel800}" stroke="${C.steel600}" stroke-width="2"/>
<path d="M570 236V328" stroke="${C.steel600}" stroke-width="2"/>
<rect x="556" y="276" width="6" height="16" rx="3" fill="${C.steel400}"/><rect x="578" y="276" width="6" height="16" rx="3" fill="${C.steel400}"/>
<rect x="380" y="300" width="150" height="14" rx="3" fill="${C.steel800}"/>
<rect x="380" y="300" width="150" height="4" rx="2" fill="${C.steel600}"/>
<g fill="${C.steel700}"><rect x="392" y="314" width="8" height="30"/><rect x="510" y="314" width="8" height="30"/></g>
<path d="M404 300L414 270H496L506 300Z" fill="${C.steel400}"/>
<path d="M414 270H496L492 280H418Z" fill="${C.steel300}"/>
${robotArm(id, 270, 340)}
<g stroke="${C.yellow}" stroke-width="2.5" stroke-linecap="round">
  <path d="M454 262L468 250M456 266L474 262M450 262L446 244M458 268L470 276" />
</g>
<circle cx="452" cy="264" r="5" fill="#fff4d6"/>
${hmiStand(54, 96)}
<g filter="url(#${id}-lift)">
  <rect x="28" y="318" width="300" height="134" rx="18" fill="#ffffff"/>
</g>
${badge("michaelR", 92, 385, 44)}
<rect x="152" y="346" width="128" height="14" rx="7" fill="${C.steel900}"/>
<rect x="152" y="368" width="96" height="10" rx="5" fill="${C.steel300}"/>
${[0, 1, 2, 3, 4].map((i) => star(160 + i * 20, 396, 8, C.orange)).join("\n")}
<rect x="152" y="414" width="110" height="24" rx="12" fill="${C.greenBg}"/>
<circle cx="167" cy="426" r="5" fill="${C.green}"/>
<rect x="178" y="422" width="72" height="8" rx="4" fill="${C.green}"/>
<g filter="url(#${id}-lift)">
  <rect x="380" y="28" width="232" height="96" rx="18" fill="#ffffff"/>
</g>
${badge("sarahK", 428, 76, 32)}
<rect x="472" y="56" width="92" height="12" rx="6" fill="${C.steel900}"/>
<rect x="472" y="76" width="68" height="9" rx="4.5" fill="${C.steel300}"/>
${[0, 1, 2, 3, 4].map((i) => star(477 + i * 14, 99, 5.5, C.orange)).join("\n")}
${check(584, 46, 12, C.green)}
<g filter="url(#${id}-lift)">
  <rect x="396" y="380" width="216" height="64" rx="32" fill="${C.steel900}" stroke="${C.steel600}" stroke-width="2"/>
</g>
<circle cx="430" cy="412" r="20" fill="${C.orange}"/>
<circle cx="430" cy="412" r="11" fill="none" stroke="#ffffff" stroke-width="3"/>
<path d="M430 405V412L435 416" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
<rect x="462" y="398" width="112" height="12" rx="6" fill="#ffffff"/>
<rect x="462" y="418" width="76" height="9" rx="4.5" fill="${C.steel400}"/>
</svg>
`;
}

/** A controls cabinet: back plate, wire ducts, a PLC rack with status lights, terminal blocks. */
function plcCabinet(x, y) {
  const modules = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => {
      const mx = x + 22 + i * 22;
      const lit = [
        C.greenBright,
        C.greenBright,
        C.orangeLight,
        C.greenBright,
        C.steel500,
        C.greenBright,
        C.greenBright,
      ][i];
      return `<rect x="${mx}" y="${y + 58}" width="18" height="54" rx="2" fill="${i === 0 ? C.steel400 : C.steel300}"/>
<circle cx="${mx + 9}" cy="${y + 68}" r="2.6" fill="${lit}"/><rect x="${mx + 4}" y="${y + 78}" width="10" height="3" rx="1.5" fill="${C.steel500}"/>`;
    })
    .join("\n");
  const terminals = Array.from({ length: 12 }, (_, i) => {
    const tx = x + 24 + i * 13;
    return `<rect x="${tx}" y="${y + 150}" width="10" height="30" rx="1.5" fill="${i % 4 === 3 ? C.orange : C.steel400}"/>`;
  }).join("\n");
  return `<rect x="${x - 6}" y="${y - 6}" width="212" height="${340 - y + 6}" rx="10" fill="${C.steel700}"/>
<rect x="${x}" y="${y}" width="200" height="${334 - y}" rx="6" fill="${C.steel800}"/>
<g fill="${C.steel600}"><rect x="${x + 12}" y="${y + 14}" width="176" height="20" rx="2"/><rect x="${x + 12}" y="${y + 124}" width="176" height="16" rx="2"/><rect x="${x + 12}" y="${y + 192}" width="176" height="16" rx="2"/></g>
<g stroke="${C.steel700}" stroke-width="2"><path d="M${x + 24} ${y + 14}v20M${x + 44} ${y + 14}v20M${x + 64} ${y + 14}v20M${x + 84} ${y + 14}v20M${x + 104} ${y + 14}v20M${x + 124} ${y + 14}v20M${x + 144} ${y + 14}v20M${x + 164} ${y + 14}v20"/></g>
<rect x="${x + 14}" y="${y + 46}" width="172" height="6" rx="1" fill="${C.steel500}"/>
${modules}
<rect x="${x + 14}" y="${y + 146}" width="172" height="4" rx="1" fill="${C.steel500}"/>
${terminals}
<path d="M${x + 29} ${y + 112}C${x + 29} ${y + 132} ${x + 60} ${y + 130} ${x + 62} ${y + 150}M${x + 73} ${y + 112}C${x + 73} ${y + 134} ${x + 110} ${y + 128} ${x + 114} ${y + 150}M${x + 117} ${y + 112}C${x + 120} ${y + 134} ${x + 150} ${y + 130} ${x + 153} ${y + 150}" fill="none" stroke="${C.orangeLight}" stroke-width="2"/>`;
}

/** /for-contractors: a controls cabinet and a palletising robot; a contract that pays, weekly. */
export function contractorsHeroSvg() {
  const id = "earn";
  const bars = [44, 62, 56, 80, 100]
    .map(
      (h, i) =>
        `<rect x="${58 + i * 34}" y="${436 - h}" width="22" height="${h}" rx="5" fill="${i === 4 ? `url(#${id}-bar)` : C.steel200}"/>`,
    )
    .join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480">
<title>A controls cabinet and a robot cell, with cards of a contract's weekly pay and a contractor starting now</title>
${defs(id)}
${room(id)}
${plcCabinet(40, 92)}
${robotArm(id, 400, 340)}
<g>
  <rect x="496" y="308" width="56" height="32" rx="3" fill="#b98a55"/><rect x="554" y="308" width="56" height="32" rx="3" fill="#a87a48"/>
  <rect x="556" y="276" width="52" height="30" rx="3" fill="#c99a62"/>
  <path d="M496 322H552M554 322H610M556 289H608" stroke="#8a6238" stroke-width="2"/>
  <rect x="488" y="340" width="132" height="8" rx="2" fill="${C.steel700}"/>
</g>
<g filter="url(#${id}-lift)">
  <rect x="28" y="250" width="250" height="206" rx="18" fill="#ffffff"/>
</g>
<circle cx="66" cy="290" r="20" fill="${C.orange}"/>
<path d="M72 281.5C70 279.5 67.5 279 65 279C61 279 58.5 281 58.5 284C58.5 291 73 288 73 295.5C73 298.5 70.5 300.5 66.5 300.5C63 300.5 60.5 299.5 58.5 297.5M66 275.5V304.5" fill="none" stroke="#ffffff" stroke-width="3.2" stroke-linecap="round"/>
<rect x="98" y="278" width="120" height="13" rx="6.5" fill="${C.steel900}"/>
<rect x="98" y="298" width="82" height="9" rx="4.5" fill="${C.steel300}"/>
<path d="M52 326H254" stroke="${C.steel100}" stroke-width="2"/>
${bars}
<path d="M69 382L103 366L137 372L171 346L205 326" fill="none" stroke="${C.green}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="205" cy="326" r="5" fill="${C.green}"/>
<path d="M52 440H254" stroke="${C.steel200}" stroke-width="2"/>
<g filter="url(#${id}-lift)">
  <rect x="356" y="28" width="256" height="100" rx="18" fill="#ffffff"/>
</g>
${badge("anaG", 406, 78, 34)}
<rect x="452" y="54" width="100" height="12" rx="6" fill="${C.steel900}"/>
<rect x="452" y="74" width="74" height="9" rx="4.5" fill="${C.steel300}"/>
<rect x="452" y="92" width="112" height="22" rx="11" fill="#ffead4"/>
<circle cx="466" cy="103" r="4.5" fill="${C.orange}"/>
<rect x="476" y="99" width="76" height="8" rx="4" fill="#a93f0a"/>
<g filter="url(#${id}-lift)">
  <rect x="380" y="380" width="232" height="64" rx="32" fill="${C.steel900}" stroke="${C.steel600}" stroke-width="2"/>
</g>
<rect x="398" y="394" width="36" height="36" rx="8" fill="${C.steel100}"/>
<rect x="398" y="394" width="36" height="11" rx="5" fill="${C.orange}"/>
<rect x="398" y="400" width="36" height="5" fill="${C.orange}"/>
<g fill="${C.steel400}"><rect x="404" y="410" width="6" height="5" rx="1"/><rect x="413" y="410" width="6" height="5" rx="1"/><rect x="422" y="410" width="6" height="5" rx="1"/><rect x="404" y="419" width="6" height="5" rx="1"/><rect x="413" y="419" width="6" height="5" rx="1"/></g>
${check(427, 423, 8, C.green)}
<rect x="448" y="398" width="118" height="12" rx="6" fill="#ffffff"/>
<rect x="448" y="418" width="80" height="9" rx="4.5" fill="${C.steel400}"/>
</svg>
`;
}
