// Primary+ product shots: one studio photograph per frame colour, at /images/{slug}.jpg.
import { luma, mix, studio, svgDoc } from "./common.mjs";
import { glasses } from "./glasses.mjs";
import { TINTS } from "./tints.mjs";

/** Frame colours as named in the catalogue; the slug is the name lowercased with spaces as hyphens. */
export const FRAME_COLOURS = [
  ["Ronhill Black", "#1b1b1d"],
  ["Celeste", "#7fd1c7"],
  ["Kerry Green", "#0f7a3d"],
  ["Pink", "#f06fa8"],
  ["Yellow", "#f5d21f"],
  ["Blue", "#1f5fd1"],
  ["Red", "#d12a2a"],
  ["Green", "#58b947"],
  ["Purple", "#7a3fc1"],
  ["White", "#f4f4f2"],
];

export const slug = (name) => name.toLowerCase().replace(/\s+/g, "-");

/** A product shot of the shield sunglasses in one frame colour. */
function productShot(hex, { w = 800, h = 600, yaw = -32, lens = TINTS.smoke, bg } = {}) {
  const back = studio(w, h, {
    top: bg?.top ?? "#f8f9fb",
    bottom: bg?.bottom ?? (luma(hex) > 0.8 ? "#c5cbd3" : "#d9dde3"),
    tint: bg?.tint ?? mix(hex, "#ffffff", 0.7),
  });
  const g = glasses({ frame: hex, lens, yaw, box: { x: w * 0.08, y: h * 0.16, w: w * 0.84, h: h * 0.6 } });
  return svgDoc(w, h, back.body + g.body, back.defs + g.defs);
}

export function frameJobs() {
  return FRAME_COLOURS.map(([name, hex]) => ({
    out: slug(name),
    w: 800,
    h: 600,
    svg: () => productShot(hex),
  }));
}
