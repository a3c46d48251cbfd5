// Vector logos: the shop wordmark "NDR" with a small lens mark, the favicon, and the wordmark of
// the German lens maker. Letters of the shop mark are drawn as paths so they need no font.
import { linear, smooth } from "./common.mjs";
import { shieldOutline } from "./model.mjs";

// The lens maker's name. The app reads it from LENS_MAKER_NAME in src/shared/catalogue.ts; this
// .mjs build script cannot import TypeScript, so it is repeated here only. Keep the two in step.
const LENS_MAKER_NAME = "Brennweite";

/** The shield lens outline, flattened and fitted into a box at (x, y) of width w. */
function lensMark(x, y, w) {
  const pts = shieldOutline(28);
  const k = w / 136;
  return smooth(
    pts.map(([u, v]) => [x + (u + 68) * k, y + (21 - v) * k]),
    true,
    0.9,
  );
}

const MIRROR = [
  [0, "#6fd0ff"],
  [0.5, "#1f5fd1"],
  [1, "#7a3fc1"],
];

export function shopLogo() {
  const ink = "#14161b";
  const letters =
    "M0 52V12L30 52V12" + // N
    "M46 12H58C86 12 86 52 58 52H46Z" + // D
    "M98 52V12H114C132 12 132 34 114 34H98M112 34L130 52"; // R
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 236 64" width="236" height="64" role="img" aria-label="NDR">` +
    `<title>NDR</title><defs>${linear("m", MIRROR, [0, 0, 1, 1])}</defs>` +
    `<path d="${lensMark(4, 14, 64)}" fill="url(#m)"/>` +
    `<path d="M8 18 Q36 12 64 18" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="2.5" stroke-linecap="round"/>` +
    `<g transform="translate(84 0) skewX(-10) translate(6 0)"><path d="${letters}" fill="none" stroke="${ink}" stroke-width="10" stroke-linejoin="miter" stroke-miterlimit="1.5" stroke-linecap="square"/></g>` +
    "</svg>\n"
  );
}

export function favicon() {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<defs>${linear("m", MIRROR, [0, 0, 1, 1])}</defs>` +
    `<rect width="64" height="64" rx="14" fill="#14161b"/>` +
    `<path d="${lensMark(5, 20, 54)}" fill="url(#m)"/>` +
    `<path d="M9 23 Q32 18 55 23" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="2.5" stroke-linecap="round"/>` +
    "</svg>\n"
  );
}

/** Wordmark of the lens maker: a biconvex lens focusing three rays to a point, then the name. */
export function lensMakerLogo() {
  const navy = "#0b2a4a";
  const rays = [18, 30, 42]
    .map(
      (y) =>
        `<path d="M2 ${y}H20L52 30" fill="none" stroke="#e0a100" stroke-width="2.2" stroke-linejoin="round"/>`,
    )
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 262 60" width="262" height="60" role="img" aria-label="${LENS_MAKER_NAME}">` +
    `<title>${LENS_MAKER_NAME}</title>` +
    rays +
    `<path d="M20 10C28 20 28 40 20 50C12 40 12 20 20 10Z" fill="${navy}"/>` +
    `<circle cx="52" cy="30" r="3.2" fill="#e0a100"/>` +
    `<text x="66" y="40" textLength="190" lengthAdjust="spacingAndGlyphs" font-family="Helvetica Neue, Helvetica, Arial, sans-serif" font-size="30" font-weight="600" letter-spacing="1.5" fill="${navy}">${LENS_MAKER_NAME}</text>` +
    "</svg>\n"
  );
}
