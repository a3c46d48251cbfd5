// Cycling, swimming, team and event scenes for the about gallery. Each takes (w, h).
import { FONT, rng, svgDoc } from "./common.mjs";
import { cyclist } from "./cyclist.mjs";
import { figure, POSES } from "./figures.mjs";
import { buoy, crowd, gantry, KIT, parcel, tent, van } from "./props.mjs";
import { clouds, finish, ground, layer, pines, ridge, road, sky, sun, water } from "./scenery.mjs";
import { ICE, MIRROR } from "./scenes-run.mjs";

const doc = (w, h, ...parts) => {
  const s = layer(...parts);
  return svgDoc(w, h, s.body, s.defs);
};

/** Heads and arms of swimmers in the water. */
function swimmers(w, y, count, seed) {
  const rand = rng(seed);
  let s = "";
  for (let i = 0; i < count; i++) {
    const x = rand() * w;
    const yy = y + rand() * 120;
    const k = 0.6 + ((yy - y) / 120) * 0.8;
    const cap = rand.pick(["#f5d21f", "#e0322b", "#f06fa8", "#ff7a1a"]);
    s += `<ellipse cx="${x}" cy="${yy}" rx="${9 * k}" ry="${8 * k}" fill="${cap}"/>`;
    s += `<path d="M${x + 6 * k} ${yy} q${14 * k} ${-26 * k} ${30 * k} ${-6 * k}" fill="none" stroke="#2a2325" stroke-width="${5 * k}" stroke-linecap="round"/>`;
    s += `<ellipse cx="${x}" cy="${yy + 6 * k}" rx="${22 * k}" ry="${3 * k}" fill="#fff" opacity="0.5"/>`;
  }
  return s;
}

export const MULTI_SCENES = {
  climb: (w, h) =>
    doc(
      w,
      h,
      sky(w, h, "noon", h * 0.5),
      clouds(w, { y: h * 0.15 }),
      ridge(w, h, { y: h * 0.42, amp: 90, colour: "#8a9bb3", seed: 21 }),
      ridge(w, h, { y: h * 0.58, amp: 50, colour: "#5d7f4d", seed: 22, peaks: 3 }),
      `<path d="M${w * 0.95} ${h * 0.58} C${w * 0.6} ${h * 0.66} ${w * 0.2} ${h * 0.7} ${-w * 0.1} ${h}" fill="none" stroke="#4a4d55" stroke-width="${h * 0.16}"/>`,
      cyclist({ x: w * 0.7, y: h * 0.7, u: 18, lens: ICE, helmet: "#f4f4f2", crank: 10, top: "#e0322b" }),
      cyclist({
        x: w * 0.47,
        y: h * 0.8,
        u: 26,
        lens: MIRROR,
        helmet: "#1f5fd1",
        crank: 120,
        top: "#1f5fd1",
      }),
      cyclist({ x: w * 0.18, y: h * 0.97, u: 36, lens: ICE, helmet: "#f5d21f", crank: 220, top: "#111" }),
      finish(w, h, { vignette: 0.3 }),
    ),
  swimExit: (w, h) =>
    doc(
      w,
      h,
      sky(w, h, "dawn", h * 0.45),
      ridge(w, h, { y: h * 0.45, amp: 30, colour: "#5f6f8c", seed: 31 }),
      water(w, h, { y: h * 0.46, top: "#7a9cc0", bottom: "#234d6e", glint: "#ffe9c9" }),
      swimmers(w, h * 0.5, 10, 4),
      buoy(w * 0.85, h * 0.58, 26),
      gantry(w * 0.1, w * 0.45, h * 0.3, h * 0.62, "SWIM EXIT", "#f5d21f"),
      figure({
        x: w * 0.3,
        y: h * 0.68,
        u: 40,
        pose: POSES.wade,
        colour: "#111318",
        cap: "#f06fa8",
        lens: MIRROR,
      }),
      `<path d="M0 ${h * 0.72} Q${w * 0.3} ${h * 0.7} ${w * 0.6} ${h * 0.73} T${w} ${h * 0.72} V${h} H0 Z" fill="#234d6e" opacity="0.9"/>`,
      finish(w, h, { vignette: 0.3 }),
    ),
  timeTrial: (w, h) => {
    let fields = "";
    for (let i = 0; i < 8; i++) {
      const y = h * 0.5 + i ** 1.6 * 10;
      fields += `<rect y="${y}" width="${w}" height="${4 + i * 4}" fill="${i % 2 ? "#8bb05a" : "#c9b45a"}"/>`;
    }
    return doc(
      w,
      h,
      sky(w, h, "noon", h * 0.5),
      clouds(w, { y: h * 0.22, count: 7 }),
      ground(w, h, h * 0.5, "#9bbf6a", "#5f8a3f"),
      fields,
      `<rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="#4a4d55"/><rect y="${h * 0.9}" width="${w}" height="5" fill="#f2f2ea"/>`,
      cyclist({
        x: w * 0.5,
        y: h * 0.88,
        u: 44,
        lens: ICE,
        helmet: "#1f5fd1",
        crank: 300,
        top: "#1f5fd1",
        accent: "#111",
      }),
      finish(w, h, { vignette: 0.3 }),
    );
  },
  openWater: (w, h) =>
    doc(
      w,
      h,
      sky(w, h, "noon", h * 0.4),
      ridge(w, h, { y: h * 0.4, amp: 50, colour: "#5d7f4d", seed: 41 }),
      pines(w, { y: h * 0.43, colour: "#2f4a30", count: 40, size: 40 }),
      water(w, h, { y: h * 0.43, top: "#4f8fb3", bottom: "#123a52" }),
      swimmers(w, h * 0.5, 16, 9),
      buoy(w * 0.2, h * 0.55, 22, "#f5d21f"),
      buoy(w * 0.7, h * 0.62, 30),
      finish(w, h, { vignette: 0.3 }),
    ),
  mtb: (w, h) =>
    doc(
      w,
      h,
      sky(w, h, "dawn", h * 0.4),
      ridge(w, h, { y: h * 0.4, amp: 80, colour: "#6e7f8e", seed: 51 }),
      pines(w, { y: h * 0.55, colour: "#23382a", count: 28, size: 120 }),
      ground(w, h, h * 0.6, "#6b5a3e", "#3a2f20"),
      `<g transform="rotate(-8 ${w * 0.5} ${h * 0.8})">${cyclist({ x: w * 0.5, y: h * 0.86, u: 40, lens: MIRROR, helmet: "#58b947", crank: 80, top: "#58b947", accent: "#58b947", bike: "#1c1f26" })}</g>`,
      finish(w, h, { vignette: 0.4 }),
    ),
  team: (w, h) =>
    doc(
      w,
      h,
      sky(w, h, "noon", h * 0.5),
      pines(w, { y: h * 0.55, colour: "#3d6b3f", count: 30, size: 100 }),
      ground(w, h, h * 0.55, "#7fae64", "#4f7a3f"),
      `<rect x="${w * 0.25}" y="${h * 0.12}" width="${w * 0.5}" height="${h * 0.1}" rx="8" fill="#1f5fd1"/>`,
      `<text x="${w * 0.5}" y="${h * 0.19}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${h * 0.06}" letter-spacing="6" fill="#fff">TEAM NDR</text>`,
      crowd({
        x0: w * 0.12,
        x1: w * 0.88,
        y: h * 0.55,
        u: 30,
        count: 8,
        seed: 61,
        poses: ["stand", "standHips"],
        lens: MIRROR,
      }),
      crowd({
        x0: w * 0.08,
        x1: w * 0.92,
        y: h * 0.7,
        u: 34,
        count: 7,
        seed: 62,
        poses: ["stand", "standHips"],
        lens: MIRROR,
      }),
      finish(w, h, { vignette: 0.3 }),
    ),
  transition: (w, h) => {
    let racks = "";
    for (let i = 0; i < 6; i++) {
      const x = w * 0.05 + i * w * 0.16;
      racks += cyclist({ x, y: h * 0.82, u: 26, rider: false, accent: KIT[i], crank: i * 40 });
    }
    return doc(
      w,
      h,
      sky(w, h, "overcast", h * 0.4),
      ground(w, h, h * 0.4, "#5a5f69", "#30333a"),
      `<rect y="${h * 0.4}" width="${w}" height="${h * 0.05}" fill="#1f5fd1"/>`,
      crowd({ x0: 0, x1: w, y: h * 0.5, u: 20, count: 14, seed: 71 }),
      racks,
      `<rect y="${h * 0.6}" width="${w}" height="8" fill="#9aa1aa"/>`,
      finish(w, h, { vignette: 0.3 }),
    );
  },
  charity: (w, h) => {
    const rand = rng(81);
    let balloons = "";
    for (let i = 0; i < 14; i++) {
      const x = rand() * w;
      const y = h * 0.1 + rand() * h * 0.3;
      balloons += `<path d="M${x} ${y + 30} q10 40 -6 90" stroke="#fff" fill="none" opacity="0.6"/><ellipse cx="${x}" cy="${y}" rx="22" ry="28" fill="${rand.pick(KIT)}"/>`;
    }
    return doc(
      w,
      h,
      sky(w, h, "noon", h * 0.6),
      balloons,
      ground(w, h, h * 0.6, "#6fa35a", "#3f6b35"),
      gantry(w * 0.15, w * 0.85, h * 0.15, h * 0.66, "RUN FOR CHARITY", "#7a3fc1"),
      crowd({
        x0: w * 0.1,
        x1: w * 0.9,
        y: h * 0.72,
        u: 32,
        count: 10,
        seed: 82,
        poses: ["jog", "stride", "celebrate"],
        face: 1,
      }),
      finish(w, h, { vignette: 0.3 }),
    );
  },
  expo: (w, h) =>
    doc(
      w,
      h,
      `<rect width="${w}" height="${h}" fill="#2b3140"/>`,
      `<rect y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="#4a4f5c"/>`,
      tent(w * 0.2, h * 0.28, w * 0.6, h * 0.6),
      `<rect x="${w * 0.22}" y="${h * 0.56}" width="${w * 0.56}" height="${h * 0.12}" fill="#f4f4f2"/>`,
      [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<rect x="${w * (0.26 + i * 0.1)}" y="${h * 0.52}" width="${w * 0.06}" height="${h * 0.04}" rx="6" fill="${KIT[i]}"/>`,
        )
        .join(""),
      crowd({ x0: w * 0.02, x1: w * 0.98, y: h * 0.8, u: 34, count: 9, seed: 91, poses: ["stand", "walk"] }),
      finish(w, h, { vignette: 0.4 }),
    ),
  shipping: (w, h) =>
    doc(
      w,
      h,
      sky(w, h, "dawn", h * 0.6),
      sun(w * 0.85, h * 0.55, 30, "dawn"),
      ridge(w, h, { y: h * 0.6, amp: 30, colour: "#7d8fae", seed: 101 }),
      road(w, h, { horizon: h * 0.62, vx: w * 0.5, colour: "#4a4d55", width: 3 }),
      van(w * 0.2, h * 0.86, 1.2),
      parcel(w * 0.72, h * 0.8, 90, 70, 40),
      parcel(w * 0.8, h * 0.86, 110, 80, 46, "#b8864f"),
      parcel(w * 0.76, h * 0.72, 70, 50, 30, "#d4a872"),
      finish(w, h, { vignette: 0.3 }),
    ),
};
