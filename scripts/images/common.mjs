// Small SVG helpers shared by every drawing module: colours, gradients, paths, randomness.

/** Rounds a coordinate to one decimal so the SVG text stays small. */
export const r1 = (n) => Math.round(n * 10) / 10;

let counter = 0;
/** A document-unique id for gradients, filters and clip paths. */
export const uid = (prefix = "g") => `${prefix}${(++counter).toString(36)}`;

export function svgDoc(w, h, body, defs = "") {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

// ---- colour ----

function toRgb(hex) {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]) {
  const c = (v) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(a, b, t) {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
}

/** Lighter (t > 0, towards white) or darker (t < 0, towards near-black) shade of a colour. */
export const shade = (hex, t) => (t >= 0 ? mix(hex, "#ffffff", t) : mix(hex, "#08080a", -t));

/** Relative luminance 0..1, used to pick highlight strength for very dark or light frames. */
export function luma(hex) {
  const [r, g, b] = toRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

// ---- gradients and filters ----

const stopTags = (stops) =>
  stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a === 1 ? "" : ` stop-opacity="${a}"`}/>`)
    .join("");

/** Linear gradient in bounding-box units; dir is [x1, y1, x2, y2]. */
export function linear(id, stops, dir = [0, 0, 0, 1], extra = "") {
  const [x1, y1, x2, y2] = dir;
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${extra}>${stopTags(stops)}</linearGradient>`;
}

/** Radial gradient in bounding-box units. */
export function radial(id, stops, cx = 0.5, cy = 0.5, r = 0.5, extra = "") {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${extra}>${stopTags(stops)}</radialGradient>`;
}

// ---- paths ----

/** Straight-segment path through points. */
export function poly(pts, close = true) {
  return `M${pts.map(([x, y]) => `${r1(x)} ${r1(y)}`).join("L")}${close ? "Z" : ""}`;
}

/** Smooth Catmull-Rom path through points, as cubic Béziers. */
export function smooth(pts, close = true, tension = 1) {
  const n = pts.length;
  if (n < 3) return poly(pts, close);
  const at = (i) => (close ? pts[(i + n) % n] : pts[Math.max(0, Math.min(n - 1, i))]);
  let d = `M${r1(pts[0][0])} ${r1(pts[0][1])}`;
  const last = close ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const k = tension / 6;
    const c1 = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2 = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += `C${r1(c1[0])} ${r1(c1[1])} ${r1(c2[0])} ${r1(c2[1])} ${r1(p2[0])} ${r1(p2[1])}`;
  }
  return close ? `${d}Z` : d;
}

/** Smooth (cubic Hermite) lookup in a table of [x, y] rows sorted by x. */
export function table(rows, x) {
  const n = rows.length;
  if (x <= rows[0][0]) return rows[0][1];
  if (x >= rows[n - 1][0]) return rows[n - 1][1];
  const slope = (i) => {
    const a = rows[Math.max(0, i - 1)];
    const b = rows[Math.min(n - 1, i + 1)];
    return (b[1] - a[1]) / (b[0] - a[0]);
  };
  let i = 1;
  while (x > rows[i][0]) i++;
  const [x0, y0] = rows[i - 1];
  const [x1, y1] = rows[i];
  const h = x1 - x0;
  const t = (x - x0) / h;
  const [m0, m1] = [slope(i - 1) * h, slope(i) * h];
  const t2 = t * t;
  const t3 = t2 * t;
  return (2 * t3 - 3 * t2 + 1) * y0 + (t3 - 2 * t2 + t) * m0 + (-2 * t3 + 3 * t2) * y1 + (t3 - t2) * m1;
}

/** Superellipse outline, used for lenses, pads and rims. */
export function superellipse(cx, cy, a, b, n = 3, steps = 48, skew = () => 0) {
  const pts = [];
  for (let i = 0; i < steps; i++) {
    const t = (i / steps) * Math.PI * 2;
    const c = Math.cos(t);
    const s = Math.sin(t);
    const x = cx + a * Math.sign(c) * Math.abs(c) ** (2 / n);
    const y = cy + b * Math.sign(s) * Math.abs(s) ** (2 / n);
    pts.push([x, y + skew(x - cx, y - cy)]);
  }
  return pts;
}

// ---- randomness ----

/** Seeded PRNG (mulberry32) so every build draws the same pictures. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.pick = (list) => list[Math.floor(next() * list.length)];
  return next;
}

// ---- shared backdrops ----

/** Seamless studio sweep: soft vertical gradient, a glow behind the subject and a vignette. */
export function studio(w, h, { top = "#f7f8fa", bottom = "#dde1e6", glow = "#ffffff", tint } = {}) {
  const g = uid("bg");
  const l = uid("gl");
  const v = uid("vg");
  const defs =
    linear(g, [
      [0, top],
      [0.62, tint ? mix(top, tint, 0.35) : mix(top, bottom, 0.5)],
      [1, bottom],
    ]) +
    radial(l, [
      [0, glow, 0.95],
      [1, glow, 0],
    ]) +
    radial(v, [
      [0.55, "#000", 0],
      [1, "#000", 0.16],
    ]);
  const body =
    `<rect width="${w}" height="${h}" fill="url(#${g})"/>` +
    `<ellipse cx="${w / 2}" cy="${h * 0.42}" rx="${w * 0.5}" ry="${h * 0.42}" fill="url(#${l})"/>` +
    `<rect width="${w}" height="${h}" fill="url(#${v})"/>`;
  return { defs, body };
}

/** Soft elliptical contact shadow: a feathered radial gradient (filters are slow in librsvg). */
export function floorShadow(cx, cy, rx, ry, opacity = 0.35) {
  const g = uid("sh");
  return {
    defs: radial(g, [
      [0, "#000", opacity],
      [0.5, "#000", opacity * 0.6],
      [1, "#000", 0],
    ]),
    body: `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx * 1.15)}" ry="${r1(ry * 1.8)}" fill="url(#${g})"/>`,
  };
}

/** Escapes text placed inside SVG elements. */
export const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Font stack for text baked into raster images (the build machine has Liberation and DejaVu). */
export const FONT = "Liberation Sans, Helvetica Neue, Arial, DejaVu Sans, sans-serif";
