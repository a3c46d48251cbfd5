// Renders the 3D sunglasses model (model.mjs) to SVG: perspective camera, layered solids for
// the frame, a tinted lens with softbox reflections, a floor shadow and a glossy floor reflection.
import { FONT, linear, luma, mix, poly, r1, shade, smooth, uid } from "./common.mjs";
import * as M from "./model.mjs";
import { camera, depthOf, lens, solid } from "./solids.mjs";

/** Builds every drawable part in back-to-front order. */
function parts(cam, o, defs) {
  const frame = o.frame;
  const light = luma(frame ?? "#888") > 0.75;
  const dark = luma(frame ?? "#888") < 0.12;
  const face = uid("fc");
  const base = dark ? "#2a2a2e" : (frame ?? "#888888");
  defs.push(
    linear(face, [
      [0, shade(base, dark ? 0.35 : 0.45)],
      [0.35, base],
      [1, shade(base, light ? -0.22 : -0.35)],
    ]),
  );
  let lines;
  if (o.layerLines) {
    lines = uid("ll");
    defs.push(
      `<pattern id="${lines}" width="64" height="${o.layerLines * 16}" patternUnits="userSpaceOnUse">` +
        `<path d="${Array.from({ length: 16 }, (_, i) => `M0 ${r1((i + 0.25) * o.layerLines)}h64`).join("")}" stroke="#000" stroke-opacity="0.2" stroke-width="${r1(o.layerLines / 2)}"/></pattern>`,
    );
  }
  const solidOpts = { face: `url(#${face})`, lines };
  const temples = (o.temples === false || !frame ? [] : [-1, 1]).map((side) => {
    const map = M.templeMap(side);
    const arm = solid(cam, [M.templeOutline()], map, 0, 3, base, solidOpts);
    const tip = o.style === "dual" ? [] : solid(cam, [M.templeOutline(125, 0.58, 1)], map, -0.5, 3.5, o.grip);
    return { map, depth: depthOf(cam, [map(0, 15, 0)]), items: [...arm, ...tip] };
  });
  temples.sort((a, b) => a.depth - b.depth);
  if (o.logo && temples.length) {
    temples[1].items.push({ text: o.logo, map: temples[1].map, at: [24, 13.4, 3.2], colour: o.logoColour });
  }
  const out = temples.length ? [...temples[0].items] : [];
  // Items before the lens are the "back" layer, the lens its own, the rest the "front" (see `layer`).
  let lensAt = [0, 0];
  if (o.insert) {
    const map = M.cylMap(M.R - 15);
    out.push(...lens(M.insertLenses(), map, o.insert, defs));
    out.push(...solid(cam, M.insertLenses(), map, 0, 1.6, "#2b2d31", { layers: 2, face: "none" }));
    for (const ol of M.insertLenses())
      out.push({ rings: [ol.map(([a, b]) => map(a, b, 0))], stroke: "#1d1e22", sw: 1.6 });
    out.push(...solid(cam, [poly4(-4, 4, 0, 19)], map, -14, 0, "#2b2d31", { layers: 3 }));
  }
  if (o.style === "dual") {
    lensAt = [out.length];
    out.push(...lens(M.dualLenses(), M.cylMap(M.R - 1.5), o.lens, defs));
    lensAt.push(out.length);
    const f = M.dualFrame();
    const holes = M.dualLenses().map((ol) => [...ol].reverse());
    const map = M.cylMap(M.R + 1);
    const pieces = [
      ...solid(cam, [f.bridge], map, 0, 5, base, solidOpts),
      ...f.ends.flatMap((e) => solid(cam, [e], map, 0, 5, base, solidOpts)),
      ...[0, 1].flatMap((i) =>
        solid(cam, [f.rims[i], holes[i]], map, 0, 5, base, { ...solidOpts, rule: "evenodd" }),
      ),
    ];
    out.push(...pieces.filter((it) => !it.front), ...pieces.filter((it) => it.front));
  } else {
    if (frame) {
      for (const pad of M.nosePads()) out.push(...solid(cam, [pad], M.cylMap(M.R - 7), 0, 3, "#9aa1aa"));
    }
    lensAt = [out.length];
    out.push(...lens([M.shieldOutline()], M.cylMap(M.R), o.lens, defs));
    lensAt.push(out.length);
    if (frame) {
      out.push(...solid(cam, [M.barOutline()], M.cylMap(M.R + 1.2), 0, 6, base, solidOpts));
      const hl = M.barOutline().slice(6, 43);
      out.push({
        rings: [hl.map(([u, y]) => M.cyl(u, y - 0.8, M.R + 1.3))],
        stroke: "#fff",
        sw: 0.5,
        opacity: 0.55,
        open: true,
      });
    }
  }
  if (temples.length) out.push(...temples[1].items);
  out.forEach((it, i) => {
    it.layer = i < lensAt[0] ? "back" : i < lensAt[1] ? "lens" : "front";
  });
  return out;
}

const poly4 = (u0, u1, y0, y1) => [
  [u0, y1],
  [u1, y1],
  [u1, y0],
  [u0, y0],
];

function draw(items, proj, k, defs, tag = "") {
  let svg = "";
  for (const it of items) {
    if (it.text) {
      const [s, y, d] = it.at;
      const p0 = proj(it.map(s, y, d));
      const px = proj(it.map(s + 1, y, d));
      const py = proj(it.map(s, y - 1, d));
      const m = [px[0] - p0[0], px[1] - p0[1], py[0] - p0[0], py[1] - p0[1], p0[0], p0[1]].map(
        (v) => r1(v * 1000) / 1000,
      );
      svg += `<text transform="matrix(${m.join(" ")})" font-family="${FONT}" font-weight="700" font-size="6.5" letter-spacing="0.8" fill="${it.colour}" opacity="0.85">${it.text}</text>`;
      continue;
    }
    const d = it.rings.map((ring) => {
      const pts = ring.map(proj);
      return it.straight ? poly(pts) : smooth(pts, !it.open, 0.9);
    });
    if (it.clipDef) {
      defs.push(`<clipPath id="${it.clipDef}${tag}"><path d="${d.join("")}"/></clipPath>`);
      continue;
    }
    const attrs = [
      `d="${d.join("")}"`,
      `fill="${it.stroke ? "none" : it.fill}"`,
      it.rule ? `fill-rule="${it.rule}"` : "",
      it.stroke
        ? `stroke="${it.stroke}" stroke-width="${r1(it.sw * k * 10) / 10}" stroke-linejoin="round"`
        : "",
      it.opacity !== undefined ? `opacity="${it.opacity}"` : "",
      it.clip ? `clip-path="url(#${it.clip}${tag})"` : "",
      it.seam ? `stroke="${it.fill}" stroke-width="0.6" stroke-linejoin="round"` : "",
    ];
    svg += `<path ${attrs.filter(Boolean).join(" ")}/>`;
  }
  return svg;
}

/**
 * Draws the sunglasses fitted into box {x, y, w, h}. Options: frame colour (null for lens only),
 * lens tint, style ("shield" | "dual"), yaw/pitch in degrees, shadow, reflection, layerLines, insert.
 * `layer` ("back" | "lens" | "front") draws only that slice, laid out exactly as the whole pair, so
 * the configurator previews can stack any frame colour with any lens; shadow and reflection go with
 * the back.
 */
export function glasses(o) {
  const opts = {
    style: "shield",
    yaw: -28,
    pitch: 10,
    shadow: true,
    reflection: true,
    logo: "NDR",
    ...o,
  };
  if (opts.frame) {
    opts.grip ??= mix(opts.frame, "#2a2c30", luma(opts.frame) > 0.75 ? 0.25 : 0.55);
    opts.logoColour ??= luma(opts.frame) > 0.6 ? "#222" : "#fff";
  }
  const cam = camera((opts.yaw * Math.PI) / 180, (opts.pitch * Math.PI) / 180);
  const defs = [];
  const items = parts(cam, opts, defs);
  const flat = items.flatMap((it) => (it.rings ? it.rings.flat() : []));
  const pts = flat.map(cam);
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const { box } = opts;
  const k = Math.min(box.w / (x1 - x0), box.h / (y1 - y0));
  const ox = box.x + box.w / 2 - ((x0 + x1) / 2) * k;
  const oy = box.y + box.h / 2 - ((y0 + y1) / 2) * k;
  const proj = (p) => {
    const [x, y] = cam(p);
    return [ox + x * k, oy + y * k];
  };
  let body = "";
  const back = !opts.layer || opts.layer === "back";
  if (back && opts.shadow === "ellipse") {
    // Cheap contact shadow for line-ups: a feathered ellipse, no filter.
    const fy = proj([0, M.FLOOR_Y, 0])[1];
    const g = uid("es");
    defs.push(
      `<radialGradient id="${g}"><stop offset="0" stop-color="#1b1f26" stop-opacity="0.35"/><stop offset="1" stop-color="#1b1f26" stop-opacity="0"/></radialGradient>`,
    );
    body += `<ellipse cx="${r1(ox + ((x0 + x1) / 2) * k)}" cy="${r1(fy)}" rx="${r1(((x1 - x0) * k) / 1.8)}" ry="${r1(k * 9)}" fill="url(#${g})"/>`;
  } else if (back && opts.shadow) {
    // Soft shadow without filters (librsvg blurs are slow): the shape projected onto the floor,
    // stacked with widening round strokes at low opacity, over a feathered ellipse.
    const lift = (p) => proj([p[0], M.FLOOR_Y, p[2] - (p[1] - M.FLOOR_Y) * 0.45]);
    const rings = items
      .filter((it) => it.front && it.rings)
      .flatMap((it) => it.rings.map((r) => r.map(lift)));
    const paths = rings.map((r) => poly(r)).join("");
    const fy = proj([0, M.FLOOR_Y, 0])[1];
    const g = uid("es");
    defs.push(
      `<radialGradient id="${g}"><stop offset="0" stop-color="#1b1f26" stop-opacity="0.22"/><stop offset="1" stop-color="#1b1f26" stop-opacity="0"/></radialGradient>`,
    );
    body += `<ellipse cx="${r1(ox + ((x0 + x1) / 2) * k)}" cy="${r1(fy + k * 4)}" rx="${r1(((x1 - x0) * k) / 1.7)}" ry="${r1(k * 14)}" fill="url(#${g})"/>`;
    for (let i = 5; i >= 0; i--) {
      body += `<path d="${paths}" fill="#1b1f26" stroke="#1b1f26" stroke-width="${r1(k * i * 1.3)}" stroke-linejoin="round" opacity="0.045"/>`;
    }
  }
  if (opts.reflection && back) {
    const mirror = (p) => proj([p[0], 2 * M.FLOOR_Y - p[1], p[2]]);
    const fade = uid("fd");
    const mask = uid("mk");
    const fy = proj([0, M.FLOOR_Y, 0])[1];
    defs.push(
      `<linearGradient id="${fade}" gradientUnits="userSpaceOnUse" x1="0" y1="${r1(fy)}" x2="0" y2="${r1(fy + k * 28)}">` +
        `<stop offset="0" stop-color="#fff" stop-opacity="0.13"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
        `<mask id="${mask}"><rect x="0" y="${r1(fy - k * 6)}" width="100%" height="100%" fill="url(#${fade})"/></mask>`,
    );
    body += `<g mask="url(#${mask})">${draw(items, mirror, k, defs, "m")}</g>`;
  }
  body += draw(opts.layer ? items.filter((it) => it.layer === opts.layer) : items, proj, k, defs);
  return { defs: defs.join(""), body, scale: k, floorY: proj([0, M.FLOOR_Y, 0])[1] };
}
