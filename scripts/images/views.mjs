// The product galleries' extra views (src/web/components/ProductGallery.tsx): each product from the
// front, from the side and a close-up of its lens, beside the existing three-quarter shots.
// Files are /images/views/{product}-{view}.jpg with the usual -480w/-960w variants.
import { AFRICA_FRAMES, printedFrame } from "./africa.mjs";
import { mix, studio, svgDoc } from "./common.mjs";
import { glasses } from "./glasses.mjs";
import { nosePadDetail } from "./nose-pads.mjs";
import { TINTS } from "./tints.mjs";

const W = 800;
const H = 600;
const BLACK = "#1b1b1d";

/** Views of a pair: yaw/pitch and the box it is fitted into; "detail" overfills the frame. */
const VIEWS = {
  front: { yaw: 0, pitch: 6, box: { x: W * 0.06, y: H * 0.2, w: W * 0.88, h: H * 0.52 } },
  side: { yaw: -68, pitch: 8, box: { x: W * 0.1, y: H * 0.2, w: W * 0.8, h: H * 0.52 } },
  detail: { yaw: -20, pitch: 10, box: { x: -W * 0.55, y: -H * 0.2, w: W * 1.9, h: H * 1.45 } },
};

function shot(g, tint = "#e6ebf1") {
  const back = studio(W, H, { top: "#f8f9fb", bottom: "#d7dce2", tint });
  return svgDoc(W, H, back.body + g.body, back.defs + g.defs);
}

const job = (out, alt, svg) => ({ out: `views/${out}`, w: W, h: H, alt, svg });

/** Spare lens tints by slug (as lenses.mjs names them): the lens from the front and fitted to a frame. */
const SPARE = [
  ["grey", TINTS.smoke],
  ["blue-mirror", TINTS.blueMirror],
  ["rose-gold", TINTS.roseGold],
  ["silver-mirror", TINTS.silverMirror],
  ["polarized", TINTS.polarized],
  ["ultimate-transitions", TINTS.transitions],
];

export function viewJobs() {
  const primary = Object.entries(VIEWS).map(([view, v]) =>
    job(`primary-${view}`, `Primary+ sunglasses, ${view} view`, () =>
      shot(
        glasses({
          frame: BLACK,
          lens: TINTS.smoke,
          ...v,
          reflection: view !== "detail",
          shadow: view !== "detail",
        }),
      ),
    ),
  );
  const rx = Object.entries(VIEWS).map(([view, v]) =>
    job(`rx-${view}`, `Prescription sunglasses with an Optical Rim insert, ${view} view`, () =>
      shot(
        glasses({
          frame: BLACK,
          lens: TINTS.greyTint,
          insert: TINTS.clear,
          ...v,
          reflection: view !== "detail",
          shadow: view !== "detail",
        }),
      ),
    ),
  );
  const lenses = SPARE.flatMap(([slug, lens]) => [
    job(`lens-${slug}-front`, "The replacement lens from the front", () =>
      shot(glasses({ frame: null, lens, ...VIEWS.front })),
    ),
    job(`lens-${slug}-fitted`, "The replacement lens fitted to a black frame", () =>
      shot(glasses({ frame: BLACK, lens, yaw: -36, pitch: 10, box: VIEWS.front.box })),
    ),
  ]);
  const africa = AFRICA_FRAMES.flatMap((f) =>
    ["front", "side"].map((view) =>
      job(`${f.slug}-${view}`, `The frame, ${view} view`, () =>
        shot(
          printedFrame(f, VIEWS[view].box, { yaw: VIEWS[view].yaw, pitch: VIEWS[view].pitch }),
          mix(f.tint, "#fff", 0.3),
        ),
      ),
    ),
  );
  const pads = [
    job("nose-pads-detail", "A pair of silicone nose pads close up", () => nosePadDetail(W, H)),
    job("nose-pads-fitted", "Nose pads fitted to a frame, seen from above", () =>
      shot(glasses({ frame: BLACK, lens: TINTS.smoke, yaw: -8, pitch: 34, box: VIEWS.front.box })),
    ),
  ];
  return [...primary, ...rx, ...lenses, ...africa, ...pads];
}
