// Props for the gallery scenes: crowds, race furniture, parcels, a van, benches and a skyline.
// Each returns an SVG string (no defs) unless noted.
import { esc, FONT, r1, rng, shade } from "./common.mjs";
import { figure, POSES } from "./figures.mjs";

export const KIT = [
  "#e0322b",
  "#1f5fd1",
  "#f5d21f",
  "#58b947",
  "#7a3fc1",
  "#f06fa8",
  "#0f7a3d",
  "#ff7a1a",
  "#f4f4f2",
];

/** A row of people standing, walking or jogging; y is the hip line, u the head unit. */
export function crowd({
  x0,
  x1,
  y,
  u,
  count,
  seed = 1,
  poses = ["stand", "walk"],
  face,
  skin = "#2a2325",
  lens,
}) {
  const rand = rng(seed);
  const people = [];
  for (let i = 0; i < count; i++) {
    const s = 0.85 + rand() * 0.3;
    people.push({
      x: x0 + ((i + rand() * 0.6) / count) * (x1 - x0),
      y: y + (rand() - 0.5) * u * 0.6,
      u: u * s,
      face: face ?? (rand() > 0.5 ? 1 : -1),
      pose: POSES[rand.pick(poses)],
      colour: skin,
      top: rand.pick(KIT),
      shorts: rand() > 0.5 ? "#1c1f26" : "#3a3f4a",
      cap: rand() > 0.75 ? rand.pick(KIT) : undefined,
      lens: lens && rand() > 0.4 ? lens : undefined,
    });
  }
  people.sort((a, b) => a.y - b.y);
  return people.map((p) => figure(p)).join("");
}

/** Finish gantry: two posts and a banner with text. */
export function gantry(x0, x1, top, base, text, colour = "#1f5fd1") {
  const h = (base - top) * 0.2;
  return (
    `<rect x="${x0 - 14}" y="${top}" width="28" height="${base - top}" fill="${shade(colour, -0.3)}"/>` +
    `<rect x="${x1 - 14}" y="${top}" width="28" height="${base - top}" fill="${shade(colour, -0.3)}"/>` +
    `<rect x="${x0 - 20}" y="${top}" width="${x1 - x0 + 40}" height="${h}" rx="6" fill="${colour}"/>` +
    `<text x="${(x0 + x1) / 2}" y="${r1(top + h * 0.72)}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${r1(h * 0.62)}" letter-spacing="6" fill="#fff">${esc(text)}</text>`
  );
}

/** A street lamp with a warm glow (uses a radial gradient id passed in). */
export function lamp(x, base, height, glowId) {
  const top = base - height;
  return (
    `<circle cx="${x + 30}" cy="${top + 8}" r="${height * 0.55}" fill="url(#${glowId})"/>` +
    `<path d="M${x} ${base}V${top}q0 -10 14 -10h24" fill="none" stroke="#141821" stroke-width="${r1(height * 0.035)}"/>` +
    `<ellipse cx="${x + 36}" cy="${top + 2}" rx="12" ry="5" fill="#fff6d8"/>`
  );
}

export const buoy = (x, y, r, colour = "#ff7a1a") =>
  `<path d="M${x - r} ${y} A${r} ${r} 0 0 1 ${x + r} ${y} Z" fill="${colour}"/><path d="M${x - r} ${y} A${r} ${r * 0.25} 0 0 0 ${x + r} ${y}" fill="${shade(colour, -0.35)}"/>`;

/** A cardboard parcel in simple isometric view with tape and a label. */
export function parcel(x, y, w, h, d, colour = "#c89a62", label = true) {
  const top = `M${x} ${y}l${w} 0l${d} ${-d * 0.55}l${-w} 0Z`;
  const side = `M${x + w} ${y}l${d} ${-d * 0.55}l0 ${h}l${-d} ${d * 0.55}Z`;
  let s =
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour}"/>` +
    `<path d="${top}" fill="${shade(colour, 0.2)}"/><path d="${side}" fill="${shade(colour, -0.22)}"/>` +
    `<path d="M${x + w / 2 - 6} ${y}l${d} ${-d * 0.55}h12l${-d} ${d * 0.55}Z" fill="${shade(colour, -0.1)}" opacity="0.8"/>` +
    `<rect x="${x + w / 2 - 6}" y="${y}" width="12" height="${h * 0.3}" fill="${shade(colour, -0.1)}" opacity="0.8"/>`;
  if (label) {
    s += `<rect x="${x + w * 0.12}" y="${y + h * 0.45}" width="${w * 0.42}" height="${h * 0.3}" fill="#fff"/>`;
    s += `<text x="${x + w * 0.33}" y="${r1(y + h * 0.66)}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${r1(h * 0.14)}" fill="#1c2230">NDR</text>`;
  }
  return s;
}

/** A delivery van facing right; (x, y) is the ground point under the rear wheel. */
export function van(x, y, s, colour = "#f4f4f2") {
  const body = `M${x - 40 * s} ${y - 30 * s}V${y - 190 * s}H${x + 250 * s}L${x + 320 * s} ${y - 110 * s}H${x + 360 * s}V${y - 30 * s}Z`;
  const wheel = (cx) =>
    `<circle cx="${cx}" cy="${y - 28 * s}" r="${34 * s}" fill="#16181d"/><circle cx="${cx}" cy="${y - 28 * s}" r="${14 * s}" fill="#9aa1aa"/>`;
  return (
    `<path d="${body}" fill="${colour}"/>` +
    `<path d="M${x + 258 * s} ${y - 178 * s}L${x + 308 * s} ${y - 115 * s}H${x + 258 * s}Z" fill="#3d5a78"/>` +
    `<rect x="${x - 40 * s}" y="${y - 80 * s}" width="${400 * s}" height="${14 * s}" fill="#1f5fd1"/>` +
    `<text x="${x + 100 * s}" y="${y - 110 * s}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${44 * s}" letter-spacing="${4 * s}" fill="#1c2230">NDR</text>` +
    wheel(x + 20 * s) +
    wheel(x + 280 * s)
  );
}

/** A wooden bench top seen from slightly above, from y to the bottom. */
export function bench(w, h, y, colour = "#a8764a") {
  let grain = "";
  const rand = rng(17);
  for (let i = 0; i < 18; i++) {
    const yy = y + 20 + rand() * (h - y - 20);
    grain += `<path d="M0 ${r1(yy)} Q${w / 2} ${r1(yy + (rand() - 0.5) * 16)} ${w} ${r1(yy)}" stroke="${shade(colour, -0.3)}" stroke-opacity="0.25" fill="none"/>`;
  }
  return (
    `<rect y="${y}" width="${w}" height="${h - y}" fill="${colour}"/>` +
    grain +
    `<rect y="${y}" width="${w}" height="10" fill="${shade(colour, 0.25)}"/>`
  );
}

/** Pegboard wall with hanging tool shapes. */
export function pegboard(x, y, w, h, colour = "#d9c7a5") {
  let holes = "";
  for (let i = 20; i < w; i += 30) for (let j = 20; j < h; j += 30) holes += `M${x + i} ${y + j}h0.1`;
  const tools = [
    `<rect x="${x + 60}" y="${y + 40}" width="16" height="120" rx="6" fill="#3b4048"/><rect x="${x + 56}" y="${y + 150}" width="24" height="60" rx="8" fill="#e0322b"/>`,
    `<circle cx="${x + 180}" cy="${y + 90}" r="40" fill="none" stroke="#3b4048" stroke-width="10"/>`,
    `<rect x="${x + 260}" y="${y + 50}" width="90" height="18" rx="4" fill="#5a6270"/><rect x="${x + 290}" y="${y + 68}" width="22" height="110" rx="6" fill="#1f5fd1"/>`,
    `<path d="M${x + 420} ${y + 40} l30 140 l-60 0 Z" fill="#f5d21f"/>`,
  ];
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour}"/>` +
    `<path d="${holes}" stroke="${shade(colour, -0.45)}" stroke-width="6" stroke-linecap="round"/>` +
    tools.join("")
  );
}

/** City skyline silhouette. */
export function skyline(w, y, colour, seed = 5) {
  const rand = rng(seed);
  let d = "";
  let x = -10;
  while (x < w) {
    const bw = 40 + rand() * 90;
    const bh = 60 + rand() * 180;
    d += `M${r1(x)} ${y}V${r1(y - bh)}H${r1(x + bw)}V${y}Z`;
    x += bw + rand() * 8;
  }
  return `<path d="${d}" fill="${colour}"/>`;
}

/** Expo tent canopy with a printed valance. */
export function tent(x, y, w, h, colour = "#1f5fd1", text = "NDR") {
  const roof = `M${x - 30} ${y}L${x + w * 0.15} ${y - h * 0.28}H${x + w * 0.85}L${x + w + 30} ${y}Z`;
  return (
    `<path d="${roof}" fill="${colour}"/>` +
    `<rect x="${x - 30}" y="${y}" width="${w + 60}" height="${h * 0.14}" fill="${shade(colour, -0.2)}"/>` +
    `<text x="${x + w / 2}" y="${r1(y + h * 0.11)}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${r1(h * 0.1)}" letter-spacing="8" fill="#fff">${esc(text)}</text>` +
    `<rect x="${x - 26}" y="${y}" width="10" height="${h * 0.72}" fill="#9aa1aa"/><rect x="${x + w + 16}" y="${y}" width="10" height="${h * 0.72}" fill="#9aa1aa"/>`
  );
}

/** Snow or rain flakes. */
export function flakes(w, h, { count = 120, seed = 2, colour = "#fff", size = 3 }) {
  const rand = rng(seed);
  let d = "";
  for (let i = 0; i < count; i++) d += `M${r1(rand() * w)} ${r1(rand() * h)}h0.1`;
  return `<path d="${d}" stroke="${colour}" stroke-width="${size}" stroke-linecap="round" opacity="0.85"/>`;
}
