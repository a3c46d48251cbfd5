// Building blocks of the 3D renderer: a perspective camera, extruded solids with side walls and a
// tinted lens with softbox reflections. Items are 3D rings that glasses.mjs projects and draws.
import { linear, shade, uid } from "./common.mjs";

/** Perspective camera: yaw turns the glasses, pitch looks down from above. Returns [x, y, depth]. */
export function camera(yaw, pitch, dist = 720) {
  const [cy, sy, cp, sp] = [Math.cos(yaw), Math.sin(yaw), Math.cos(pitch), Math.sin(pitch)];
  const cam = ([x, y, z]) => {
    const x1 = x * cy + z * sy;
    const z1 = -x * sy + z * cy;
    const y2 = y * cp - z1 * sp;
    const z2 = y * sp + z1 * cp;
    const k = dist / (dist - z2);
    return [x1 * k, -y2 * k, z2];
  };
  /** The eye position in model space, for back-face culling. */
  cam.eye = [-dist * cp * sy, dist * sp, dist * cp * cy];
  return cam;
}

const sub = (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const area = (ol) =>
  ol.reduce((s, p, i) => s + p[0] * ol[(i + 1) % ol.length][1] - ol[(i + 1) % ol.length][0] * p[1], 0);

/** Whether the side wall on edge p-q faces the eye; ring > 0 are holes, whose material lies outside. */
function facing(cam, map, p, q, back, front, sign) {
  const mid = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  const [dx, dy] = [q[0] - p[0], q[1] - p[1]];
  const len = Math.hypot(dx, dy) || 1;
  const dm = (back + front) / 2;
  const at = map(mid[0], mid[1], dm);
  const out = sub(map(mid[0] + (dy / len) * 0.5 * sign, mid[1] - (dx / len) * 0.5 * sign, dm), at);
  let n = cross(
    sub(map(q[0], q[1], dm), map(p[0], p[1], dm)),
    sub(map(mid[0], mid[1], front), map(mid[0], mid[1], back)),
  );
  if (dot(n, out) < 0) n = n.map((v) => -v);
  return dot(n, sub(cam.eye, at)) > 0;
}

export const depthOf = (cam, pts) => pts.reduce((s, p) => s + cam(p)[2], 0) / pts.length;

/** An extruded solid: back face, side walls sorted by depth, then the (possibly textured) front face. */
export function solid(cam, outlines, map, d0, d1, colour, o = {}) {
  const flip =
    depthOf(
      cam,
      outlines[0].map(([a, b]) => map(a, b, d0)),
    ) >
    depthOf(
      cam,
      outlines[0].map(([a, b]) => map(a, b, d1)),
    );
  const [back, front] = flip ? [d1, d0] : [d0, d1];
  const ring = (d) => outlines.map((ol) => ol.map(([a, b]) => map(a, b, d)));
  const bs = outlines[0].map((p) => p[1]);
  const [lo, hi] = [Math.min(...bs), Math.max(...bs)];
  const walls = [];
  outlines.forEach((ol, r) => {
    const sign = Math.sign(area(ol)) * (r > 0 ? -1 : 1);
    for (let i = 0; i < ol.length; i++) {
      const [p, q] = [ol[i], ol[(i + 1) % ol.length]];
      if (!facing(cam, map, p, q, back, front, sign)) continue;
      const quad = [
        map(p[0], p[1], back),
        map(q[0], q[1], back),
        map(q[0], q[1], front),
        map(p[0], p[1], front),
      ];
      const v = ((p[1] + q[1]) / 2 - lo) / (hi - lo || 1);
      const fill = shade(colour, -0.45 + 0.55 * v);
      walls.push({ rings: [quad], fill, straight: true, seam: true, z: depthOf(cam, quad) });
    }
  });
  walls.sort((x, y) => x.z - y.z);
  const items = [{ rings: ring(back), fill: shade(colour, -0.45), rule: o.rule }, ...walls];
  items.push({ rings: ring(front), fill: o.face ?? colour, rule: o.rule, front: true });
  if (o.lines) items.push({ rings: ring(front), fill: `url(#${o.lines})`, rule: o.rule, front: true });
  return items;
}

/** Lens: tint gradient, optional mirror coat, clipped softbox stripes and a polished edge. */
export function lens(outlines, map, tint, defs) {
  const g = uid("ln");
  defs.push(linear(g, tint.stops, [0, 0, 0.15, 1]));
  const items = outlines.map((ol) => ({
    rings: [ol.map(([a, b]) => map(a, b, 0))],
    fill: `url(#${g})`,
    front: true,
  }));
  if (tint.mirror) {
    const m = uid("mr");
    defs.push(linear(m, tint.mirror, [0, 0.2, 1, 0.8]));
    for (const ol of outlines)
      items.push({ rings: [ol.map(([a, b]) => map(a, b, -0.2))], fill: `url(#${m})` });
  }
  const glare = tint.glare ?? 0.5;
  const s = uid("st");
  defs.push(
    linear(
      s,
      [
        [0, "#fff", 0],
        [0.5, "#fff", glare],
        [1, "#fff", 0],
      ],
      [0, 0, 1, 0],
    ),
  );
  const clip = uid("cl");
  const stripes = [
    [-50, -35, 0.8],
    [-27, -25.5, 0.35],
    [17, 31, 0.7],
    [35, 37, 0.45],
  ].map(([u1, u2, a]) => ({
    rings: [[map(u1 - 5, 32, -0.4), map(u2 - 5, 32, -0.4), map(u2 + 4, -32, -0.4), map(u1 + 4, -32, -0.4)]],
    fill: `url(#${s})`,
    opacity: a,
    clip,
    straight: true,
  }));
  const sky = uid("sk");
  defs.push(
    linear(sky, [
      [0, "#fff", 0.38 * glare],
      [0.35, "#fff", 0],
    ]),
  );
  const clipRings = outlines.map((ol) => ol.map(([a, b]) => map(a, b, 0)));
  items.push({ clipDef: clip, rings: clipRings });
  items.push(...stripes);
  for (const ol of outlines) {
    items.push({ rings: [ol.map(([a, b]) => map(a, b, -0.3))], fill: `url(#${sky})` });
    items.push({
      rings: [ol.map(([a, b]) => map(a, b, 0))],
      stroke: tint.edge ?? "#ffffff",
      sw: 0.7,
      opacity: 0.5,
    });
  }
  return items;
}
