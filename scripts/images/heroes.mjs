// Hero and lifestyle pictures: runner at sunrise, prescription, optical rim, athletes, memorial.
import { FONT, linear, radial, rng, studio, svgDoc, uid } from "./common.mjs";
import { cyclist } from "./cyclist.mjs";
import { figure, POSES } from "./figures.mjs";
import { glasses } from "./glasses.mjs";
import { bust } from "./portrait.mjs";
import { clouds, finish, layer, ridge, road, sky, sun, water } from "./scenery.mjs";
import { TINTS } from "./tints.mjs";

const MIRROR = ["#ffb347", "#e0325e", "#111"];
const BLUE = ["#6fd0ff", "#1e3fd0", "#111"];

/** Runner at sunrise, rim-lit by the low sun, wearing the sunglasses. */
function heroRunner(w = 1200, h = 675) {
  const horizon = h * 0.68;
  const rim = figure({ x: w * 0.36 + 3, y: h * 0.5 - 2, u: 62, colour: "#ffb56b", pose: POSES.stride });
  const runner = figure({
    x: w * 0.36,
    y: h * 0.5,
    u: 62,
    colour: "#121019",
    far: "#1d1a26",
    pose: POSES.stride,
    lens: MIRROR,
  });
  const s = layer(
    sky(w, h, "sunrise", horizon),
    sun(w * 0.72, horizon - 30, 46),
    clouds(w, { y: h * 0.25, colour: "#f6a38a", opacity: 0.5 }),
    ridge(w, h, { y: horizon - 30, amp: 45, colour: "#6a3f6b", seed: 2 }),
    ridge(w, h, { y: horizon + 5, amp: 25, colour: "#3b2440", seed: 5, peaks: 3 }),
    road(w, h, {
      horizon: horizon + 10,
      vx: w * 0.62,
      colour: "#4b3343",
      line: "#f6b26b",
      width: 1.4,
      curve: -80,
    }),
    rim,
    runner,
    finish(w, h, { vignette: 0.45, warm: "#ff9a3c" }),
  );
  return svgDoc(w, h, s.body, s.defs);
}

/** Sunglasses with clear prescription lenses in front of an eye chart and a prescription card. */
function heroPrescription(w = 1200, h = 675) {
  const back = studio(w, h, { top: "#f4f6f8", bottom: "#cfd6de", tint: "#dfe9f5" });
  const letters = ["E", "F P", "T O Z", "L P E D", "P E C F D", "E D F C Z P"];
  let chart = `<g opacity="0.8"><rect x="${w * 0.6}" y="40" width="${w * 0.34}" height="${h * 0.62}" rx="8" fill="#ffffff"/>`;
  letters.forEach((row, i) => {
    const size = 86 / (i * 0.7 + 1);
    const y = 70 + [0, 100, 175, 235, 285, 325][i] + size;
    chart += `<text x="${w * 0.77}" y="${y}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${size.toFixed(1)}" letter-spacing="${(size * 0.3).toFixed(1)}" fill="#1d2330">${row}</text>`;
  });
  chart += "</g>";
  const card =
    `<g transform="rotate(-8 ${w * 0.22} ${h * 0.78})"><rect x="${w * 0.05}" y="${h * 0.62}" width="${w * 0.36}" height="${h * 0.3}" rx="6" fill="#ffffff"/>` +
    `<text x="${w * 0.08}" y="${h * 0.7}" font-family="${FONT}" font-size="22" font-weight="700" fill="#1f5fd1">Prescription</text>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${w * 0.08}" y="${h * 0.74 + i * 26}" width="${w * (0.28 - i * 0.05)}" height="8" rx="4" fill="#c9d1db"/>`,
      )
      .join("") +
    "</g>";
  const g = glasses({
    frame: "#1f5fd1",
    lens: TINTS.smoke,
    yaw: -22,
    pitch: 12,
    box: { x: w * 0.04, y: h * 0.14, w: w * 0.52, h: h * 0.46 },
  });
  return svgDoc(w, h, back.body + chart + card + g.body, back.defs + g.defs);
}

/** The Optical Rim: a clip-in prescription insert seen through a lightly tinted wrap lens. */
function opticalRim(w = 1200, h = 800) {
  const back = studio(w, h, { top: "#f7f8fa", bottom: "#d3d9e0", tint: "#e3ecf6" });
  const g = glasses({
    frame: "#1b1b1d",
    lens: TINTS.greyTint,
    insert: TINTS.clear,
    yaw: -14,
    pitch: 10,
    box: { x: w * 0.1, y: h * 0.16, w: w * 0.8, h: h * 0.6 },
  });
  return svgDoc(w, h, back.body + g.body, back.defs + g.defs);
}

/** Memorial portrait: an abstract head-and-shoulders profile in warm light, with soft bokeh. */
function whoIsAfrica(w = 1200, h = 800) {
  const bg = uid("wa");
  const halo = uid("ha");
  const skin = uid("sk");
  const soft = uid("so");
  const defs =
    linear(
      bg,
      [
        [0, "#3b1f1a"],
        [0.5, "#9c4f2c"],
        [1, "#f0b15c"],
      ],
      [0, 0, 1, 1],
    ) +
    radial(halo, [
      [0, "#ffe6b0", 0.95],
      [0.5, "#f7b35a", 0.45],
      [1, "#f7b35a", 0],
    ]) +
    linear(
      skin,
      [
        [0, "#2a1410"],
        [0.65, "#4a2418"],
        [1, "#8a4a2a"],
      ],
      [0, 0, 1, 0],
    ) +
    radial(soft, [
      [0, "#ffd89a", 0.5],
      [0.7, "#ffd89a", 0.3],
      [1, "#ffd89a", 0],
    ]);
  const rand = rng(21);
  let bokeh = "";
  for (let i = 0; i < 26; i++) {
    const r = 10 + rand() * 40;
    bokeh += `<circle cx="${(rand() * w).toFixed(0)}" cy="${(rand() * h).toFixed(0)}" r="${r.toFixed(0)}" fill="url(#${soft})" opacity="${(0.2 + rand() * 0.5).toFixed(2)}"/>`;
  }
  const cx = w * 0.42;
  const fin = finish(w, h, { vignette: 0.5, grain: 0.05 });
  const body =
    `<rect width="${w}" height="${h}" fill="url(#${bg})"/>` +
    bokeh +
    `<circle cx="${cx + 70}" cy="${h - 430}" r="330" fill="url(#${halo})"/>` +
    bust({ x: cx, y: h, s: 1, fill: `url(#${skin})`, rim: "#ffcf87" }) +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<circle cx="${w * 0.8}" cy="${h * 0.3}" r="${60 + i * 38}" fill="none" stroke="#ffe2a8" stroke-opacity="${0.35 - i * 0.07}" stroke-width="2"/>`,
      )
      .join("") +
    fin.body;
  return svgDoc(w, h, body, defs + fin.defs);
}

/** Athlete portraits: a runner close-up, a cyclist and a triathlete leaving the water. */
function athlete(n, w = 1200, h = 800) {
  if (n === 1) {
    const s = layer(
      sky(w, h, "dawn", h * 0.75),
      sun(w * 0.2, h * 0.7, 30, "dawn"),
      ridge(w, h, { y: h * 0.78, amp: 30, colour: "#5b6d8f", seed: 9 }),
      bust({
        x: w * 0.4,
        y: h + 10,
        s: 1.1,
        fill: "#1a1d26",
        rim: "#ffe2b8",
        lens: MIRROR,
        ponytail: true,
      }),
      finish(w, h, { vignette: 0.4 }),
    );
    return svgDoc(w, h, s.body, s.defs);
  }
  if (n === 2) {
    const horizon = h * 0.6;
    const s = layer(
      sky(w, h, "noon", horizon),
      clouds(w, { y: h * 0.2 }),
      ridge(w, h, { y: horizon - 10, amp: 60, colour: "#7d93ad", seed: 12 }),
      ridge(w, h, { y: horizon + 30, amp: 20, colour: "#4f7a4a", seed: 4, peaks: 3 }),
      road(w, h, { horizon: horizon + 30, vx: w * 0.7, colour: "#4a4d55", width: 2.2, curve: -200 }),
      cyclist({ x: w * 0.45, y: h * 0.88, u: 62, lens: BLUE, helmet: "#f4f4f2", crank: 60 }),
      finish(w, h, { vignette: 0.3 }),
    );
    return svgDoc(w, h, s.body, s.defs);
  }
  const s = layer(
    sky(w, h, "dawn", h * 0.55),
    sun(w * 0.75, h * 0.5, 34, "dawn"),
    ridge(w, h, { y: h * 0.55, amp: 20, colour: "#5f6f8c", seed: 3 }),
    water(w, h, { y: h * 0.56, top: "#7a9cc0", bottom: "#1d4566", glint: "#ffe9c9" }),
    figure({
      x: w * 0.45,
      y: h * 0.74,
      u: 70,
      colour: "#111318",
      pose: POSES.wade,
      lens: MIRROR,
      cap: "#f5d21f",
      hideLegs: true,
    }),
    `<path d="M0 ${h * 0.74} Q${w * 0.25} ${h * 0.72} ${w * 0.45} ${h * 0.745} T${w} ${h * 0.74} V${h} H0 Z" fill="#1d4566" opacity="0.85"/>`,
    `<ellipse cx="${w * 0.45}" cy="${h * 0.745}" rx="90" ry="10" fill="#fff" opacity="0.45"/>`,
    finish(w, h, { vignette: 0.35 }),
  );
  return svgDoc(w, h, s.body, s.defs);
}

export function heroJobs() {
  return [
    { out: "hero-runner", w: 1200, h: 675, svg: () => heroRunner() },
    { out: "hero-prescription", w: 1200, h: 675, svg: () => heroPrescription() },
    { out: "optical-rim", w: 1200, h: 800, svg: () => opticalRim() },
    { out: "who-is-africa", w: 1200, h: 800, svg: () => whoIsAfrica() },
    ...[1, 2, 3].map((n) => ({ out: `athletes-${n}`, w: 1200, h: 800, svg: () => athlete(n) })),
  ];
}
