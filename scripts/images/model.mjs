// Geometry of a pair of full-wrap sports sunglasses in millimetres, built on a cylinder.
// x points to the wearer's left, y up, z forwards (towards a viewer facing the wearer).
import { superellipse, table } from "./common.mjs";

export const R = 80; // wrap radius
const U = 68; // half arc length of the shield lens
const HINGE_U = U + 6;
export const FLOOR_Y = -26;

/** A point on the wrap cylinder at arc length u, height y and radius r. */
export const cyl = (u, y, r = R) => [r * Math.sin(u / R), y, r * Math.cos(u / R) - R];

const topY = (u) => 21 - 6 * (Math.abs(u) / U) ** 3;

const BOTTOM = [
  [0, -1],
  [0.09, -3.5],
  [0.19, -12],
  [0.3, -20],
  [0.44, -24],
  [0.6, -23],
  [0.76, -17],
  [0.88, -7],
  [0.96, 4],
  [1, 13],
];
const botY = (u) => table(BOTTOM, Math.abs(u) / U);

/** Shield lens outline in (u, y). */
export function shieldOutline(n = 44) {
  const top = [];
  const bottom = [];
  for (let i = 0; i <= n; i++) {
    const u = -U + (2 * U * i) / n;
    top.push([u, topY(u)]);
    bottom.push([u, botY(u)]);
  }
  return [...top, ...bottom.reverse()];
}

/** Top bar of the shield frame, ending in an end piece that covers the lens ends. */
export function barOutline(n = 48) {
  const upper = [];
  const lower = [];
  for (let i = 0; i <= n; i++) {
    const u = -HINGE_U + (2 * HINGE_U * i) / n;
    const a = Math.abs(u);
    upper.push([u, topY(Math.min(a, U)) + 3.5 - (a > U ? (a - U) * 0.3 : 0)]);
    const drop = a < U - 9 ? 0 : Math.min(1, (a - (U - 9)) / 9);
    lower.push([u, topY(Math.min(a, U)) - 2.5 - drop * 9]);
  }
  return [...upper, ...lower.reverse()];
}

/** The two lens openings of a two-lens (Africa R3D) frame, in (u, y). */
export function dualLenses() {
  return [-1, 1].map((side) =>
    superellipse(side * 33, 1, 27, 19, 3.2, 44, (dx, dy) =>
      dy < 0 ? (Math.max(0, -side * dx) / 27) * 7 : 0,
    ),
  );
}

/** Rim rings around the dual lenses plus a bridge and end pieces. */
export function dualFrame() {
  const rims = [-1, 1].map((side) => {
    const outer = superellipse(side * 33, 1.3, 31, 23, 3, 44, (dx, dy) =>
      dy < 0 ? (Math.max(0, -side * dx) / 31) * 7 : 0,
    );
    return outer;
  });
  const bridge = [
    [-8, 17],
    [0, 18.5],
    [8, 17],
    [8, 8],
    [0, 10],
    [-8, 8],
  ];
  const ends = [-1, 1].map((side) => {
    const u0 = side * 62;
    const u1 = side * (HINGE_U - 2);
    return [
      [u0, 22],
      [u1, 21],
      [u1, 10],
      [u0, 8],
    ];
  });
  return { rims, bridge, ends };
}

/** Temple arm outline in (s, y): s runs backwards from the hinge; the tip bends down over the ear. */
export function templeOutline(length = 125, from = 0, to = 1) {
  const steps = 40;
  const centre = [];
  let s = 0;
  let y = 16;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const bend = t < 0.6 ? 0 : ((t - 0.6) / 0.4) ** 1.6 * 0.9;
    const a = 0.06 + bend;
    centre.push({ s, y, a, t });
    s += (length / steps) * Math.cos(a);
    y -= (length / steps) * Math.sin(a);
  }
  const part = centre.filter((p) => p.t >= from - 1e-9 && p.t <= to + 1e-9);
  const grip = (p) => (from > 0 ? Math.min(1, (p.t - from) / 0.08) * 0.9 : 0);
  const half = (p) => (9 - 3.6 * p.t) / 2 + grip(p);
  const top = part.map((p) => [p.s + Math.sin(p.a) * half(p), p.y + Math.cos(p.a) * half(p)]);
  const bottom = part.map((p) => [p.s - Math.sin(p.a) * half(p), p.y - Math.cos(p.a) * half(p)]);
  return [...top, ...bottom.reverse()];
}

/** Maps a temple (s, y, depth) point to 3D for the given side (-1 right, +1 left). */
export function templeMap(side, length = 125) {
  const th = HINGE_U / R;
  const xh = R * Math.sin(th) - 1;
  const zh = R * Math.cos(th) - R;
  return (s, y, d) => [side * (xh + (s / length) * 6 - d), y, zh - s];
}

/** Maps a (u, y, depth) point on the cylinder; depth shrinks the radius. */
export const cylMap = (r0) => (u, y, d) => cyl(u, y, r0 - d);

/** Nose pads: small rubber ovals behind the lens either side of the nose cut-out. */
export function nosePads() {
  return [-1, 1].map((side) =>
    superellipse(0, 0, 3, 6.5, 2.2, 24).map(([a, b]) => {
      const c = Math.cos(side * 0.35);
      const s = Math.sin(side * 0.35);
      return [side * 10.5 + a * c - b * s, -7 + a * s + b * c];
    }),
  );
}

/** Optical rim insert: two small prescription lenses on a clip behind the shield. */
export function insertLenses() {
  return [-1, 1].map((side) =>
    superellipse(side * 24, 2, 19, 13, 3.4, 40, (dx, dy) =>
      dy < 0 ? (Math.max(0, -side * dx) / 19) * 4 : 0,
    ),
  );
}
