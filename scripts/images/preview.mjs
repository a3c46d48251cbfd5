// The configurator previews, drawn in three stacked layers so any frame colour shows with any lens
// without a picture per combination (src/web/components/ConfiguratorPreview.tsx stacks them):
//   /images/preview/{set}/frame-{colour}.jpg   backdrop, shadow and the parts behind the lens
//   /images/preview/{set}/lens-{lens}.webp     the lens alone, transparent around it
//   /images/preview/{set}/front-{colour}.webp  the parts in front of the lens, transparent elsewhere
// {set} is "primary" (Primary+ and Prescription Pro, the shield) or an Africa R3D frame's slug.

import { AFRICA_FRAMES, printedFrame } from "./africa.mjs";
import { luma, mix, studio, svgDoc } from "./common.mjs";
import { FRAME_COLOURS, slug } from "./frames.mjs";
import { glasses } from "./glasses.mjs";
import { TINTS } from "./tints.mjs";

const PREVIEW_W = 640;
const PREVIEW_H = 480;

/** Lens slugs as the web derives them from the catalogue's names (the maker's name dropped). */
const SHIELD_LENSES = {
  grey: TINTS.smoke,
  "blue-mirror": TINTS.blueMirror,
  "rose-gold": TINTS.roseGold,
  "silver-mirror": TINTS.silverMirror,
  polarized: TINTS.polarized,
  "ultimate-transitions": TINTS.transitions,
  "rx-clear": TINTS.clear,
  "rx-grey-tint": TINTS.greyTint,
  "rx-polarized": TINTS.rxPolarized,
  "rx-photochromic": TINTS.photochromic,
  "rx-xtractive-transitions": TINTS.xtractive,
  "rx-drivewear": TINTS.drivewear,
};

/** Africa R3D frame colours and lens types as named in the catalogue. */
const AFRICA_COLOURS = [
  ["Black", "#151515"],
  ["Red", "#c62828"],
  ["Teal", "#00897b"],
  ["Blue", "#1e5bc6"],
  ["Purple", "#6a3cb5"],
  ["White", "#f2f2ee"],
  ["Yellow", "#f4c913"],
];
const AFRICA_LENSES = {
  clear: TINTS.clear,
  polarized: TINTS.rxPolarized,
  transitions: TINTS.photochromic,
  xtractive: TINTS.xtractive,
  drivewear: TINTS.drivewear,
};

const W = PREVIEW_W;
const H = PREVIEW_H;

/** Three layers of one pair: `draw(layer, colour, lens)` returns the glasses for that slice. */
function layerJobs(set, colours, lenses, draw) {
  const back = (hex) =>
    studio(W, H, {
      top: "#f8f9fb",
      bottom: luma(hex) > 0.8 ? "#c5cbd3" : "#d9dde3",
      tint: mix(hex, "#fff", 0.7),
    });
  const doc = (bg, g) => svgDoc(W, H, (bg?.body ?? "") + g.body, (bg?.defs ?? "") + g.defs);
  const jobs = [];
  for (const [name, hex] of colours) {
    const common = { w: W, h: H, variants: false };
    jobs.push({
      ...common,
      out: `preview/${set}/frame-${slug(name)}`,
      svg: () => doc(back(hex), draw("back", hex)),
    });
    jobs.push({
      ...common,
      alpha: true,
      out: `preview/${set}/front-${slug(name)}`,
      svg: () => doc(null, draw("front", hex)),
    });
  }
  for (const [lensSlug, tint] of Object.entries(lenses)) {
    jobs.push({
      w: W,
      h: H,
      variants: false,
      alpha: true,
      out: `preview/${set}/lens-${lensSlug}`,
      // Any frame colour: the layout does not depend on it.
      svg: () => doc(null, draw("lens", "#888888", tint)),
    });
  }
  return jobs;
}

export function previewJobs() {
  const shield = layerJobs("primary", FRAME_COLOURS, SHIELD_LENSES, (layer, frame, lens = TINTS.smoke) =>
    glasses({ frame, lens, yaw: -32, layer, box: { x: W * 0.08, y: H * 0.16, w: W * 0.84, h: H * 0.6 } }),
  );
  const africa = AFRICA_FRAMES.flatMap((f) =>
    layerJobs(f.slug, AFRICA_COLOURS, AFRICA_LENSES, (layer, colour, lens = TINTS.clear) => {
      const bw = W * 0.8 * f.scale;
      const bh = H * 0.56 * f.scale;
      const box = { x: (W - bw) / 2, y: H * 0.18 + (H * 0.56 - bh) * 0.8, w: bw, h: bh };
      return printedFrame({ ...f, colour, lens }, box, { layer });
    }),
  );
  return [...shield, ...africa];
}
