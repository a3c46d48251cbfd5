// Replacement lens and prescription lens tint shots: a bare shield lens on a light sweep.
import { mix, studio, svgDoc } from "./common.mjs";
import { glasses } from "./glasses.mjs";
import { TINTS } from "./tints.mjs";

/** Spare lens tints by slug, with the colour that warms the backdrop. */
const SPARE = [
  ["grey", TINTS.smoke, "#9aa3ad"],
  ["blue-mirror", TINTS.blueMirror, "#7fb2f0"],
  ["rose-gold", TINTS.roseGold, "#e8b39a"],
  ["silver-mirror", TINTS.silverMirror, "#c9d2dc"],
  ["polarized", TINTS.polarized, "#8fa08a"],
  ["ultimate-transitions", TINTS.transitions, "#b9a7d6"],
];

/** Prescription lens types by slug (files are rx-{slug}.jpg). */
const RX = [
  ["clear", TINTS.clear, "#cfe3ee"],
  ["grey-tint", TINTS.greyTint, "#aab2bb"],
  ["polarized", TINTS.rxPolarized, "#b09a80"],
  ["photochromic", TINTS.photochromic, "#a9b2bd"],
  ["xtractive-transitions", TINTS.xtractive, "#c4a184"],
  ["drivewear", TINTS.drivewear, "#e6b565"],
];

/** A lens on its own, slightly turned, with a soft shadow and floor reflection. */
function lensShot(tint, accent, { w = 800, h = 600 } = {}) {
  const back = studio(w, h, { top: "#fbfbfc", bottom: mix("#dfe3e8", accent, 0.25), tint: accent });
  const g = glasses({
    frame: null,
    lens: tint,
    yaw: -16,
    pitch: 12,
    box: { x: w * 0.12, y: h * 0.2, w: w * 0.76, h: h * 0.52 },
  });
  return svgDoc(w, h, back.body + g.body, back.defs + g.defs);
}

export function lensJobs() {
  const spare = SPARE.map(([slug, tint, accent]) => ({
    out: `lenses/${slug}`,
    w: 800,
    h: 600,
    svg: () => lensShot(tint, accent),
  }));
  const rx = RX.map(([slug, tint, accent]) => ({
    out: `lenses/rx-${slug}`,
    w: 800,
    h: 600,
    svg: () => lensShot(tint, accent),
  }));
  return [...spare, ...rx];
}
