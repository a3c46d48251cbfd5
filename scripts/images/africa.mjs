// Africa R3D collection: 3D-printed two-lens frames with visible print layer lines, and a hero.
import { linear, mix, studio, svgDoc, uid } from "./common.mjs";
import { glasses } from "./glasses.mjs";
import { TINTS } from "./tints.mjs";

export const AFRICA_FRAMES = [
  { slug: "hizashi", colour: "#e0782f", lens: TINTS.roseGold, scale: 1, tint: "#ffd2a8" },
  { slug: "eclipse", colour: "#232326", lens: TINTS.silverMirror, scale: 1, tint: "#c9ccd6" },
  { slug: "africa-standard", colour: "#c08a34", lens: TINTS.smoke, scale: 1, tint: "#f0d7a8" },
  { slug: "africa-small", colour: "#6e7a3c", lens: TINTS.polarized, scale: 0.9, tint: "#dfe3bf" },
];

/** A printed frame fitted into a box; layer lines are scaled to stay fine at any size. */
export function printedFrame(f, box, o = {}) {
  return glasses({
    style: "dual",
    frame: f.colour,
    lens: f.lens,
    yaw: o.yaw ?? -26,
    pitch: o.pitch ?? 12,
    layerLines: o.layerLines ?? 2.2,
    reflection: o.reflection ?? true,
    shadow: o.shadow ?? true,
    logo: null,
    layer: o.layer,
    box,
  });
}

function product(f, w = 800, h = 600) {
  const back = studio(w, h, { top: "#fbf8f4", bottom: mix("#dcd6ce", f.colour, 0.12), tint: f.tint });
  const k = f.scale;
  const bw = w * 0.8 * k;
  const bh = h * 0.56 * k;
  const g = printedFrame(f, { x: (w - bw) / 2, y: h * 0.18 + (h * 0.56 - bh) * 0.8, w: bw, h: bh });
  return svgDoc(w, h, back.body + g.body, back.defs + g.defs);
}

/** Flat-topped acacia silhouette standing at (x, y). */
function acacia(x, y, s, colour) {
  const trunk = `M${x} ${y} C${x + 2 * s} ${y - 40 * s} ${x - 6 * s} ${y - 70 * s} ${x - 30 * s} ${y - 96 * s}
    M${x + 1 * s} ${y - 50 * s} C${x + 20 * s} ${y - 70 * s} ${x + 40 * s} ${y - 84 * s} ${x + 52 * s} ${y - 98 * s}
    M${x - 2 * s} ${y - 64 * s} L${x + 6 * s} ${y - 100 * s}`;
  const blobs = [
    [-40, -104, 58, 11],
    [20, -110, 64, 12],
    [62, -100, 40, 9],
    [-8, -118, 48, 9],
  ]
    .map(
      ([dx, dy, rx, ry]) => `<ellipse cx="${x + dx * s}" cy="${y + dy * s}" rx="${rx * s}" ry="${ry * s}"/>`,
    )
    .join("");
  return `<g fill="${colour}"><path d="${trunk}" fill="none" stroke="${colour}" stroke-width="${5 * s}" stroke-linecap="round"/>${blobs}</g>`;
}

/** Sunset savanna over a 3D printer bed carrying three of the frames. */
function hero(w = 1200, h = 675) {
  const sky = uid("af");
  const bed = uid("bd");
  const horizon = h * 0.6;
  let defs =
    linear(sky, [
      [0, "#2b1530"],
      [0.35, "#8a3a2c"],
      [0.7, "#e0873f"],
      [1, "#f7cf86"],
    ]) +
    linear(bed, [
      [0, "#3a3a40"],
      [1, "#141417"],
    ]);
  let body = `<rect width="${w}" height="${h}" fill="url(#${sky})"/>`;
  body += `<circle cx="${w * 0.7}" cy="${horizon - 20}" r="${h * 0.22}" fill="#fbd98f" opacity="0.35"/>`;
  body += `<circle cx="${w * 0.7}" cy="${horizon - 20}" r="${h * 0.13}" fill="#fde7b0" opacity="0.9"/>`;
  body += `<path d="M0 ${horizon - 40} C${w * 0.2} ${horizon - 80} ${w * 0.35} ${horizon - 30} ${w * 0.55} ${horizon - 50} S${w * 0.85} ${horizon - 70} ${w} ${horizon - 45} V${horizon + 10} H0 Z" fill="#5a2a22" opacity="0.85"/>`;
  body += acacia(w * 0.16, horizon - 8, 1.25, "#2a1418");
  body += acacia(w * 0.86, horizon - 4, 0.9, "#2a1418");
  body += `<path d="M0 ${horizon} H${w} V${h} H0 Z" fill="url(#${bed})"/>`;
  const vx = w / 2;
  const vy = horizon - h * 0.5;
  let grid = "";
  for (let i = -14; i <= 14; i++) {
    const xb = vx + i * 90;
    const t = (horizon - vy) / (h - vy);
    grid += `M${vx + (xb - vx) * t} ${horizon}L${xb} ${h}`;
  }
  for (let j = 1; j < 9; j++) {
    const y = horizon + (h - horizon) * (j / 9) ** 1.6;
    grid += `M0 ${y}H${w}`;
  }
  body += `<path d="${grid}" stroke="#fff" stroke-opacity="0.07" stroke-width="1.2"/>`;
  body += `<rect x="0" y="${horizon}" width="${w}" height="3" fill="#f7cf86" opacity="0.4"/>`;
  const placed = [
    [AFRICA_FRAMES[3], { x: w * 0.02, y: h * 0.42, w: w * 0.34, h: h * 0.3 }, -12],
    [AFRICA_FRAMES[1], { x: w * 0.63, y: h * 0.4, w: w * 0.35, h: h * 0.32 }, -40],
    [AFRICA_FRAMES[0], { x: w * 0.25, y: h * 0.5, w: w * 0.5, h: h * 0.44 }, -24],
  ];
  for (const [f, box, yaw] of placed) {
    const g = printedFrame(f, box, { yaw, reflection: false, shadow: "ellipse", pitch: 16 });
    defs += g.defs;
    body += g.body;
  }
  return svgDoc(w, h, body, defs);
}

export function africaJobs() {
  return [
    ...AFRICA_FRAMES.map((f) => ({ out: `africa/${f.slug}`, w: 800, h: 600, svg: () => product(f) })),
    { out: "africa/hero", w: 1200, h: 675, svg: () => hero() },
  ];
}
