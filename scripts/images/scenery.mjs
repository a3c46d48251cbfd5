// Landscape pieces for the lifestyle and gallery scenes: skies, sun, ridges, roads, track, water.
// Each returns { defs, body } so scenes can be stacked back to front with layer().
import { linear, mix, r1, radial, rng, smooth, uid } from "./common.mjs";

/** Sky palettes: top, middle, horizon colours and the sun colour. */
const SKIES = {
  sunrise: ["#27325e", "#c2566b", "#f6b26b", "#fff1c1"],
  dawn: ["#3a4f86", "#9fb4d8", "#f7d7b5", "#fff6df"],
  noon: ["#2f7fd6", "#7cb8ec", "#d9ecfa", "#ffffff"],
  sunset: ["#2d1b45", "#a13f5c", "#f08a4b", "#ffe0a3"],
  dusk: ["#101832", "#33406e", "#b76e79", "#ffd3a0"],
  night: ["#05070f", "#0f1a33", "#243a63", "#e8eefc"],
  overcast: ["#8d97a3", "#b7c0ca", "#dde2e7", "#ffffff"],
  winter: ["#7d9cc4", "#c5d6ea", "#eef3f8", "#ffffff"],
};

export function sky(w, h, name, horizon = h * 0.62) {
  const [a, b, c] = SKIES[name];
  const g = uid("sky");
  return {
    defs: linear(g, [
      [0, a],
      [(horizon / h) * 0.55, b],
      [horizon / h, c],
      [1, c],
    ]),
    body: `<rect width="${w}" height="${h}" fill="url(#${g})"/>`,
  };
}

/** A sun disc with a wide glow. */
export function sun(x, y, r, name = "sunrise") {
  const colour = SKIES[name][3];
  const g = uid("sun");
  return {
    defs: radial(g, [
      [0, colour, 0.9],
      [0.25, colour, 0.45],
      [1, colour, 0],
    ]),
    body: `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 6)}" fill="url(#${g})"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${colour}"/>`,
  };
}

/** A ridge line of hills or mountains filled down to the bottom of the picture. */
export function ridge(w, h, { y, amp = 40, rough = 0.5, colour, seed = 1, peaks = 5 }) {
  const rand = rng(seed);
  const pts = [];
  const n = peaks * 4;
  for (let i = 0; i <= n; i++) {
    const x = (i / n) * (w + 80) - 40;
    const wave = Math.sin((i / n) * Math.PI * peaks + seed) * amp * 0.6;
    pts.push([x, y - wave - rand() * amp * rough]);
  }
  const d = `${smooth(pts, false, 0.8)}L${w + 40} ${h + 10}L-40 ${h + 10}Z`;
  return { defs: "", body: `<path d="${d}" fill="${colour}"/>` };
}

/** A road running into the distance towards a vanishing point. */
export function road(
  w,
  h,
  { horizon, vx = w / 2, colour = "#3a3d44", line = "#f2f2ea", width = 1.1, curve = 0 },
) {
  const left = vx - w * width * 0.5;
  const right = vx + w * width * 0.5;
  const body =
    `<path d="M${vx - 6} ${horizon} Q${vx + curve} ${(horizon + h) / 2} ${left} ${h} L${right} ${h} Q${vx + curve} ${(horizon + h) / 2} ${vx + 6} ${horizon} Z" fill="${colour}"/>` +
    `<path d="M${vx} ${horizon} Q${vx + curve} ${(horizon + h) / 2} ${vx} ${h}" fill="none" stroke="${line}" stroke-width="6" stroke-dasharray="28 22" opacity="0.8"/>`;
  return { defs: "", body };
}

/** Athletics track: red surface with white lane lines converging to the left. */
export function track(w, h, { horizon, lanes = 6, colour = "#c2452d" }) {
  let lines = "";
  for (let i = 0; i <= lanes; i++) {
    const t = i / lanes;
    lines += `<path d="M${-w * 0.1} ${r1(horizon + 6 + t * 30)} C${w * 0.4} ${r1(horizon + 10 + t * 80)} ${w * 0.8} ${r1(horizon + 30 + t * (h - horizon) * 0.9)} ${w * 1.1} ${r1(horizon + 40 + t * (h - horizon) * 1.3)}" fill="none" stroke="#fbf6ee" stroke-width="${r1(2 + t * 5)}" opacity="0.9"/>`;
  }
  return {
    defs: "",
    body: `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${colour}"/>${lines}`,
  };
}

/** Water with soft horizontal ripples. */
export function water(w, h, { y, top = "#2f6f8f", bottom = "#0f3448", seed = 3, glint = "#ffffff" }) {
  const g = uid("wt");
  const rand = rng(seed);
  let ripples = "";
  for (let i = 0; i < 60; i++) {
    const yy = y + (h - y) * rand() ** 1.5;
    const len = 20 + 80 * ((yy - y) / (h - y)) * rand();
    const xx = rand() * w;
    ripples += `<path d="M${r1(xx)} ${r1(yy)}h${r1(len)}" stroke="${glint}" stroke-opacity="${r1(0.15 + rand() * 0.3)}" stroke-width="${r1(1 + (yy - y) / 80)}" stroke-linecap="round"/>`;
  }
  return {
    defs: linear(g, [
      [0, top],
      [1, bottom],
    ]),
    body: `<rect y="${y}" width="${w}" height="${h - y}" fill="url(#${g})"/>${ripples}`,
  };
}

/** A clump of conifers along a line, for trail and fell scenes. */
export function pines(w, { y, colour, seed = 7, count = 14, size = 60, x0 = 0, x1 = w }) {
  const rand = rng(seed);
  let body = "";
  for (let i = 0; i < count; i++) {
    const x = x0 + rand() * (x1 - x0);
    const s = size * (0.6 + rand() * 0.6);
    body += `<path d="M${r1(x)} ${r1(y - s)} L${r1(x + s * 0.32)} ${r1(y)} L${r1(x - s * 0.32)} ${r1(y)} Z" fill="${colour}"/>`;
  }
  return { defs: "", body };
}

/** Soft clouds as ellipses with feathered gradient edges. */
export function clouds(w, { y, colour = "#ffffff", seed = 11, count = 5, opacity = 0.7 }) {
  const rand = rng(seed);
  const g = uid("cf");
  let body = "";
  for (let i = 0; i < count; i++) {
    const x = rand() * w;
    const yy = y + (rand() - 0.5) * 80;
    for (let j = 0; j < 3; j++) {
      body += `<ellipse cx="${r1(x + j * 40)}" cy="${r1(yy - (j % 2) * 12)}" rx="${r1(80 + rand() * 70)}" ry="${r1(24 + rand() * 14)}"/>`;
    }
  }
  return {
    defs: radial(g, [
      [0, colour, 0.9],
      [0.55, colour, 0.6],
      [1, colour, 0],
    ]),
    body: `<g fill="url(#${g})" opacity="${opacity}">${body}</g>`,
  };
}

/**
 * Film grain (a small tile of filtered noise, repeated: cheap to render) and a vignette, to make
 * flat shapes feel photographic.
 */
export function finish(w, h, { vignette = 0.35, grain = 0.07, warm } = {}) {
  const v = uid("vn");
  const n = uid("gn");
  const t = uid("gt");
  const defs =
    radial(v, [
      [0.5, "#000", 0],
      [1, "#000", vignette],
    ]) +
    `<filter id="${n}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="1" seed="5" stitchTiles="stitch"/>` +
    `<feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 ${grain * 1.6} -${grain * 0.3}"/></filter>` +
    `<pattern id="${t}" width="128" height="128" patternUnits="userSpaceOnUse"><rect width="128" height="128" filter="url(#${n})"/></pattern>`;
  let body = `<rect width="${w}" height="${h}" fill="url(#${t})"/><rect width="${w}" height="${h}" fill="url(#${v})"/>`;
  if (warm) body += `<rect width="${w}" height="${h}" fill="${warm}" opacity="0.12"/>`;
  return { defs, body };
}

/** Concatenates { defs, body } layers (strings count as body only). */
export function layer(...parts) {
  return parts.reduce(
    (acc, p) =>
      typeof p === "string"
        ? { defs: acc.defs, body: acc.body + p }
        : { defs: acc.defs + p.defs, body: acc.body + p.body },
    { defs: "", body: "" },
  );
}

/** A flat ground band from y to the bottom. */
export const ground = (w, h, y, top, bottom = mix(top, "#000", 0.3)) => {
  const g = uid("gr");
  return {
    defs: linear(g, [
      [0, top],
      [1, bottom],
    ]),
    body: `<rect y="${r1(y)}" width="${w}" height="${r1(h - y)}" fill="url(#${g})"/>`,
  };
};
