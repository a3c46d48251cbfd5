// Stylised athlete silhouettes: a jointed figure drawn with thick round-capped limbs, posed by
// absolute limb angles (degrees from straight down, positive towards the way the figure faces).
import { linear, r1, uid } from "./common.mjs";
import { POSES } from "./poses.mjs";

export { POSES };

const LEN = { torso: 3, neck: 0.55, thigh: 2.05, shin: 2.0, foot: 0.75, upper: 1.45, fore: 1.35 };
const WIDTH = { torso: 1.02, neck: 0.38 };
/** Limb widths at [start, end] of each bone, in head units. */
const LEG_W = [
  [0.86, 0.5],
  [0.58, 0.28],
  [0.3, 0.26],
];
const ARM_W = [
  [0.42, 0.3],
  [0.32, 0.22],
];

const dir = (a) => [Math.sin((a * Math.PI) / 180), Math.cos((a * Math.PI) / 180)];
const step = (p, a, l) => {
  const [dx, dy] = dir(a);
  return [p[0] + dx * l, p[1] + dy * l];
};

/** Two-bone inverse kinematics: the middle joint between a and b, bending towards side (+1/-1). */
function ik(a, b, l1, l2, side = 1) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const d = Math.min(Math.hypot(dx, dy), l1 + l2 - 1e-6);
  const along = (l1 * l1 - l2 * l2 + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, l1 * l1 - along * along));
  const [ux, uy] = [dx / Math.hypot(dx, dy), dy / Math.hypot(dx, dy)];
  return [a[0] + ux * along - uy * h * side, a[1] + uy * along + ux * h * side];
}

const seg = (p, q, w, c) =>
  `<path d="M${r1(p[0])} ${r1(p[1])}L${r1(q[0])} ${r1(q[1])}" stroke="${c}" stroke-width="${r1(w)}" stroke-linecap="round"/>`;
/** A tapered bone: a quad between two round joints. */
function bone(p, q, w1, w2, c) {
  const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
  const [nx, ny] = [-(q[1] - p[1]) / len, (q[0] - p[0]) / len];
  const quad = [
    [p[0] + (nx * w1) / 2, p[1] + (ny * w1) / 2],
    [q[0] + (nx * w2) / 2, q[1] + (ny * w2) / 2],
    [q[0] - (nx * w2) / 2, q[1] - (ny * w2) / 2],
    [p[0] - (nx * w1) / 2, p[1] - (ny * w1) / 2],
  ];
  return (
    `<path d="M${quad.map(([x, y]) => `${r1(x)} ${r1(y)}`).join("L")}Z" fill="${c}"/>` +
    `<circle cx="${r1(p[0])}" cy="${r1(p[1])}" r="${r1(w1 / 2)}" fill="${c}"/>` +
    `<circle cx="${r1(q[0])}" cy="${r1(q[1])}" r="${r1(w2 / 2)}" fill="${c}"/>`
  );
}

export const chain = (pts, w, c) =>
  `<path d="M${pts.map((p) => `${r1(p[0])} ${r1(p[1])}`).join("L")}" fill="none" stroke="${c}" stroke-width="${r1(w)}" stroke-linecap="round" stroke-linejoin="round"/>`;

/**
 * Draws a figure with the hip at (x, y); u is the head-height unit in pixels; face is 1 (right) or -1.
 * Joints can be overridden (cyclists): { hip, neck, feet: [[x,y],[x,y]], hands: [[x,y],[x,y]] }.
 */
export function figure(o) {
  const { x, y, u, face = 1, colour = "#16181d", far, pose = POSES.stride } = o;
  const farColour = far ?? colour;
  const fx = (a) => a * face;
  const hip = [x, y];
  const neck = o.neck ?? step(hip, 180 - fx(pose.lean), LEN.torso * u);
  const lean = Math.atan2(neck[0] - hip[0], hip[1] - neck[1]);
  const head = [
    neck[0] + Math.sin(lean) * (LEN.neck + 0.55) * u,
    neck[1] - Math.cos(lean) * (LEN.neck + 0.55) * u,
  ];
  const shoulder = [hip[0] + (neck[0] - hip[0]) * 0.92, hip[1] + (neck[1] - hip[1]) * 0.92];
  const legs = (pose.legs ?? []).map(([t, s], i) => {
    if (o.feet) {
      const foot = o.feet[i];
      const knee = ik(hip, foot, LEN.thigh * u, LEN.shin * u, -face);
      return [hip, knee, foot, step(foot, fx(80), LEN.foot * u)];
    }
    const knee = step(hip, fx(t), LEN.thigh * u);
    const ankle = step(knee, fx(s), LEN.shin * u);
    return [hip, knee, ankle, step(ankle, fx(s + 85), LEN.foot * u)];
  });
  const arms = (pose.arms ?? []).map(([a, f], i) => {
    if (o.hands) {
      const hand = o.hands[i];
      return [shoulder, ik(shoulder, hand, LEN.upper * u, LEN.fore * u, face), hand];
    }
    const elbow = step(shoulder, fx(a), LEN.upper * u);
    return [shoulder, elbow, step(elbow, fx(f), LEN.fore * u)];
  });
  const limb = (pts, c, thick) =>
    pts
      .slice(0, -1)
      .map((p, i) => bone(p, pts[i + 1], thick[i][0] * u, thick[i][1] * u, c))
      .join("");
  const legW = LEG_W;
  const armW = ARM_W;
  let svg = "";
  if (arms[0] && !o.hideFarArm) svg += limb(arms[0], farColour, armW);
  if (legs[0] && !o.hideLegs) svg += limb(legs[0], farColour, legW);
  const top = o.top ?? colour;
  const shorts = o.shorts ?? colour;
  svg += chain([hip, neck], WIDTH.torso * u, top);
  const chest = [hip[0] + (neck[0] - hip[0]) * 0.7 + fx(0.12 * u), hip[1] + (neck[1] - hip[1]) * 0.7];
  svg += seg(
    [hip[0] + (neck[0] - hip[0]) * 0.3, hip[1] + (neck[1] - hip[1]) * 0.3],
    chest,
    WIDTH.torso * 1.12 * u,
    top,
  );
  svg += `<circle cx="${r1(hip[0] - fx(0.12 * u))}" cy="${r1(hip[1] - 0.05 * u)}" r="${r1(0.5 * u)}" fill="${shorts}"/>`;
  svg += `<circle cx="${r1(shoulder[0])}" cy="${r1(shoulder[1])}" r="${r1(0.36 * u)}" fill="${top}"/>`;
  svg += seg(neck, head, WIDTH.neck * u, colour);
  svg += `<circle cx="${r1(head[0])}" cy="${r1(head[1])}" r="${r1(0.56 * u)}" fill="${colour}"/>`;
  if (o.cap) {
    svg += `<path d="M${r1(head[0] - 0.58 * u * face)} ${r1(head[1] - 0.05 * u)} A${r1(0.58 * u)} ${r1(0.58 * u)} 0 0 ${face > 0 ? 1 : 0} ${r1(head[0] + 0.58 * u * face)} ${r1(head[1] - 0.1 * u)} L${r1(head[0] + 0.98 * u * face)} ${r1(head[1] - 0.04 * u)} Z" fill="${o.cap}"/>`;
  }
  if (o.ponytail) {
    const t = [head[0] - 0.55 * u * face, head[1] - 0.1 * u];
    svg += chain(
      [t, [t[0] - 0.4 * u * face, t[1] + 0.2 * u], [t[0] - 0.7 * u * face, t[1] + 0.05 * u]],
      0.26 * u,
      colour,
    );
  }
  if (legs[1] && !o.hideLegs) {
    svg += limb(legs[1], colour, legW);
    if (o.shorts) {
      const [h0, k0] = legs[1];
      const mid = [h0[0] + (k0[0] - h0[0]) * 0.45, h0[1] + (k0[1] - h0[1]) * 0.45];
      svg += bone(h0, mid, LEG_W[0][0] * 1.08 * u, 0.72 * u, shorts);
    }
  }
  if (arms[1]) svg += limb(arms[1], colour, armW);
  if (o.lens) svg += shades(head, u, face, o.lens);
  return svg;
}

/** Wrap sunglasses in profile on a head at (cx, cy), with a coloured mirror and a glint. */
export function shades([cx, cy], u, face, lens) {
  const g = uid("fl");
  const x0 = cx + 0.18 * u * face;
  const x1 = cx + 0.66 * u * face;
  const d = `M${r1(x0)} ${r1(cy - 0.2 * u)} L${r1(x1)} ${r1(cy - 0.2 * u)} Q${r1(x1 + 0.06 * u * face)} ${r1(cy + 0.05 * u)} ${r1(x1 - 0.08 * u * face)} ${r1(cy + 0.16 * u)} L${r1(x0 + 0.1 * u * face)} ${r1(cy + 0.1 * u)} Z`;
  const temple = `M${r1(x0)} ${r1(cy - 0.14 * u)} L${r1(cx - 0.36 * u * face)} ${r1(cy - 0.06 * u)}`;
  return (
    `<defs>${linear(g, [
      [0, lens[0]],
      [1, lens[1]],
    ])}</defs>` +
    `<path d="${temple}" stroke="${lens[2] ?? "#111"}" stroke-width="${r1(0.1 * u)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="url(#${g})"/>` +
    `<circle cx="${r1(x1 - 0.14 * u * face)}" cy="${r1(cy - 0.08 * u)}" r="${r1(0.06 * u)}" fill="#fff" opacity="0.9"/>`
  );
}
