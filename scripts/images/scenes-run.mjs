// Running scenes for the about gallery. Each takes (w, h) and returns an SVG document.
import { radial, svgDoc, uid } from "./common.mjs";
import { figure, POSES } from "./figures.mjs";
import { crowd, flakes, gantry, lamp, skyline } from "./props.mjs";
import { clouds, finish, ground, layer, pines, ridge, road, sky, sun, track, water } from "./scenery.mjs";

export const MIRROR = ["#ffb347", "#e0325e", "#111"];
export const ICE = ["#9fe8ff", "#2f5bd6", "#111"];

const doc = (w, h, ...parts) => {
  const s = layer(...parts);
  return svgDoc(w, h, s.body, s.defs);
};

const runner = (x, y, u, extra = {}) =>
  figure({ x, y, u, pose: POSES.stride, colour: "#15171d", lens: MIRROR, ...extra });

export const RUN_SCENES = {
  roadDawn: (w, h) =>
    doc(
      w,
      h,
      sky(w, h, "dawn", h * 0.58),
      sun(w * 0.78, h * 0.56, 34, "dawn"),
      water(w, h, { y: h * 0.58, top: "#9fb4d8", bottom: "#4d6a96", glint: "#fff3da" }),
      ridge(w, h, { y: h * 0.7, amp: 30, colour: "#3b4a63", seed: 4, peaks: 2 }),
      road(w, h, { horizon: h * 0.66, vx: w * 0.3, colour: "#2d3340", width: 1.8, curve: 60 }),
      runner(w * 0.52, h * 0.52, 44, { top: "#1f5fd1", shorts: "#111" }),
      finish(w, h, { vignette: 0.3, warm: "#ffb070" }),
    ),
  trail: (w, h) =>
    doc(
      w,
      h,
      sky(w, h, "overcast", h * 0.5),
      ridge(w, h, { y: h * 0.42, amp: 70, colour: "#7b8f86", seed: 8 }),
      ridge(w, h, { y: h * 0.55, amp: 50, colour: "#56704f", seed: 3 }),
      pines(w, { y: h * 0.62, colour: "#2f4a30", count: 22, size: 90 }),
      ridge(w, h, { y: h * 0.72, amp: 40, colour: "#6b7d3a", seed: 6, peaks: 2 }),
      `<path d="M${w * 0.1} ${h} C${w * 0.4} ${h * 0.85} ${w * 0.3} ${h * 0.8} ${w * 0.62} ${h * 0.7} L${w * 0.66} ${h * 0.71} C${w * 0.45} ${h * 0.82} ${w * 0.6} ${h * 0.9} ${w * 0.45} ${h}Z" fill="#8b6b4a"/>`,
      runner(w * 0.42, h * 0.6, 42, { face: -1, top: "#58b947", pose: POSES.stride2 }),
      finish(w, h, { vignette: 0.35 }),
    ),
  track: (w, h) => {
    const glow = uid("lg");
    return doc(
      w,
      h,
      sky(w, h, "dusk", h * 0.45),
      {
        defs: radial(glow, [
          [0, "#fff6d8", 0.8],
          [1, "#fff6d8", 0],
        ]),
        body: "",
      },
      skyline(w, h * 0.45, "#1c2238", 9),
      lamp(w * 0.15, h * 0.45, 260, glow),
      lamp(w * 0.8, h * 0.45, 300, glow),
      track(w, h, { horizon: h * 0.45 }),
      runner(w * 0.3, h * 0.58, 36, { top: "#e0322b", shorts: "#111" }),
      runner(w * 0.55, h * 0.66, 44, { top: "#f5d21f", shorts: "#111", pose: POSES.stride2 }),
      finish(w, h, { vignette: 0.4 }),
    );
  },
  parkrun: (w, h) =>
    doc(
      w,
      h,
      sky(w, h, "noon", h * 0.5),
      clouds(w, { y: h * 0.18 }),
      ground(w, h, h * 0.5, "#6fa35a", "#3f6b35"),
      pines(w, { y: h * 0.52, colour: "#2f5a34", count: 30, size: 70 }),
      `<rect x="${w * 0.05}" y="${h * 0.2}" width="${w * 0.06}" height="${h * 0.36}" fill="#f5d21f"/>`,
      crowd({
        x0: w * 0.02,
        x1: w * 0.98,
        y: h * 0.62,
        u: 26,
        count: 22,
        seed: 3,
        poses: ["stand", "walk", "jog"],
      }),
      crowd({
        x0: -w * 0.02,
        x1: w * 1.02,
        y: h * 0.8,
        u: 36,
        count: 14,
        seed: 9,
        poses: ["stand", "jog"],
        face: 1,
      }),
      finish(w, h, { vignette: 0.3 }),
    ),
  marathon: (w, h) =>
    doc(
      w,
      h,
      sky(w, h, "noon", h * 0.55),
      skyline(w, h * 0.55, "#8a98ad", 3),
      ground(w, h, h * 0.55, "#5a5f69", "#3a3d44"),
      gantry(w * 0.18, w * 0.82, h * 0.12, h * 0.62, "FINISH", "#e0322b"),
      crowd({ x0: 0, x1: w * 0.2, y: h * 0.62, u: 22, count: 8, seed: 5 }),
      crowd({ x0: w * 0.8, x1: w, y: h * 0.62, u: 22, count: 8, seed: 6 }),
      figure({
        x: w * 0.5,
        y: h * 0.62,
        u: 44,
        pose: POSES.celebrate,
        colour: "#15171d",
        top: "#1f5fd1",
        lens: MIRROR,
      }),
      finish(w, h, { vignette: 0.3 }),
    ),
  fell: (w, h) =>
    doc(
      w,
      h,
      sky(w, h, "sunset", h * 0.5),
      sun(w * 0.3, h * 0.48, 40, "sunset"),
      ridge(w, h, { y: h * 0.52, amp: 60, colour: "#6e3b57", seed: 2 }),
      ridge(w, h, { y: h * 0.62, amp: 90, colour: "#3a2036", seed: 13, peaks: 2 }),
      runner(w * 0.62, h * 0.5, 20, { colour: "#1a1020", pose: POSES.climb }),
      finish(w, h, { vignette: 0.45, warm: "#ff8a50" }),
    ),
  nightRun: (w, h) => {
    const glow = uid("lg");
    const beam = uid("bm");
    return doc(
      w,
      h,
      sky(w, h, "night", h * 0.6),
      {
        defs:
          radial(glow, [
            [0, "#ffd98a", 0.85],
            [1, "#ffd98a", 0],
          ]) +
          radial(beam, [
            [0, "#fff8d0", 0.7],
            [1, "#fff8d0", 0],
          ]),
        body: "",
      },
      skyline(w, h * 0.6, "#0b1020", 11),
      ground(w, h, h * 0.6, "#1d2330", "#0b0e15"),
      lamp(w * 0.1, h * 0.7, 330, glow),
      lamp(w * 0.72, h * 0.66, 300, glow),
      `<path d="M${w * 0.56} ${h * 0.25} L${w} ${h * 0.1} L${w} ${h * 0.7} Z" fill="url(#${beam})"/>`,
      runner(w * 0.45, h * 0.58, 40, { colour: "#07090e", top: "#c6f432", lens: ICE }),
      `<circle cx="${w * 0.56}" cy="${h * 0.25}" r="7" fill="#fffbe8"/>`,
      finish(w, h, { vignette: 0.5 }),
    );
  },
  snow: (w, h) =>
    doc(
      w,
      h,
      sky(w, h, "winter", h * 0.5),
      ridge(w, h, { y: h * 0.5, amp: 60, colour: "#dbe6f2", seed: 7 }),
      pines(w, { y: h * 0.6, colour: "#2c4a3e", count: 18, size: 110 }),
      ground(w, h, h * 0.62, "#f4f8fc", "#cbd8e6"),
      runner(w * 0.5, h * 0.6, 40, { top: "#e0322b", cap: "#1f5fd1", lens: ICE }),
      flakes(w, h, { count: 160 }),
      finish(w, h, { vignette: 0.25 }),
    ),
  crossCountry: (w, h) =>
    doc(
      w,
      h,
      sky(w, h, "overcast", h * 0.45),
      ridge(w, h, { y: h * 0.45, amp: 40, colour: "#7d8a6a", seed: 10 }),
      ground(w, h, h * 0.55, "#6b5a3e", "#3f3323"),
      `<path d="M0 ${h * 0.62} L${w} ${h * 0.57}" stroke="#e0322b" stroke-width="4" stroke-dasharray="40 20"/>`,
      crowd({
        x0: w * 0.1,
        x1: w * 0.9,
        y: h * 0.7,
        u: 30,
        count: 6,
        seed: 12,
        poses: ["stride", "stride2"],
        face: 1,
      }),
      finish(w, h, { vignette: 0.35 }),
    ),
  beach: (w, h) =>
    doc(
      w,
      h,
      sky(w, h, "sunset", h * 0.5),
      sun(w * 0.5, h * 0.5, 44, "sunset"),
      water(w, h, { y: h * 0.5, top: "#d9795a", bottom: "#6b3a5a", glint: "#ffe0a3" }),
      ground(w, h, h * 0.72, "#c98a5a", "#7a4a3a"),
      runner(w * 0.4, h * 0.62, 34, { colour: "#1a1020" }),
      `<g transform="translate(0 ${h * 1.47}) scale(1 -1)" opacity="0.25">${figure({ x: w * 0.4, y: h * 0.62, u: 34, pose: POSES.stride, colour: "#1a1020" })}</g>`,
      finish(w, h, { vignette: 0.4, warm: "#ff9a5c" }),
    ),
  clubRun: (w, h) =>
    doc(
      w,
      h,
      sky(w, h, "sunrise", h * 0.55),
      sun(w * 0.2, h * 0.52, 36),
      ridge(w, h, { y: h * 0.56, amp: 30, colour: "#6a3f6b", seed: 14 }),
      road(w, h, { horizon: h * 0.58, vx: w * 0.6, colour: "#3b2c3a", width: 1.8 }),
      crowd({
        x0: w * 0.1,
        x1: w * 0.9,
        y: h * 0.64,
        u: 34,
        count: 6,
        seed: 8,
        poses: ["stride", "stride2", "jog"],
        face: 1,
        lens: MIRROR,
      }),
      finish(w, h, { vignette: 0.4, warm: "#ff9a3c" }),
    ),
};
