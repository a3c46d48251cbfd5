// Spare nose pads: three pairs of soft silicone pads with their clip-in stems on a light sweep.

import { linear, radial, shade, smooth, studio, superellipse, svgDoc, uid } from "./common.mjs";
import { glasses } from "./glasses.mjs";
import { TINTS } from "./tints.mjs";

/** One pad at (x, y), rotated, in a translucent silicone colour. */
function pad(x, y, rot, colour, s = 1) {
  const body = uid("pb");
  const rim = uid("pr");
  const pin = uid("pp");
  const outline = superellipse(
    0,
    0,
    34,
    62,
    2.3,
    40,
    (dx, dy) => (dy > 0 ? dx * -0.18 : 0) + (dy < 0 ? dy * 0.1 : 0),
  );
  const inner = superellipse(-3, -6, 22, 44, 2.2, 32);
  const defs =
    radial(
      body,
      [
        [0, shade(colour, 0.55), 0.92],
        [0.7, colour, 0.85],
        [1, shade(colour, -0.35), 0.95],
      ],
      0.38,
      0.32,
      0.75,
    ) +
    radial(
      rim,
      [
        [0, "#fff", 0.55],
        [1, "#fff", 0],
      ],
      0.5,
      0.5,
      0.5,
    ) +
    linear(
      pin,
      [
        [0, "#8d949c"],
        [0.45, "#f4f6f8"],
        [1, "#6b727a"],
      ],
      [0, 0, 1, 0],
    );
  const g =
    `<g transform="translate(6 10)" fill="#1b1f26" opacity="0.07">${[10, 7, 4, 1].map((sw) => `<path d="${smooth(outline)}" stroke="#1b1f26" stroke-width="${sw * 2}" stroke-linejoin="round"/>`).join("")}</g>` +
    `<rect x="-7" y="-110" width="14" height="70" rx="4" fill="url(#${pin})"/>` +
    `<rect x="-14" y="-118" width="28" height="14" rx="4" fill="url(#${pin})"/>` +
    `<path d="${smooth(outline)}" fill="url(#${body})"/>` +
    `<path d="${smooth(outline)}" fill="none" stroke="${shade(colour, -0.4)}" stroke-opacity="0.35" stroke-width="2"/>` +
    `<path d="${smooth(inner)}" fill="${shade(colour, -0.15)}" opacity="0.25"/>` +
    `<ellipse cx="-11" cy="-26" rx="9" ry="20" fill="url(#${rim})"/>` +
    `<ellipse cx="-13" cy="-34" rx="3.5" ry="8" fill="#fff" opacity="0.8"/>`;
  return { defs, body: `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">${g}</g>` };
}

function nosePadScene(w = 800, h = 600) {
  const back = studio(w, h, { top: "#fafbfc", bottom: "#d5dae0", tint: "#e7eef5" });
  const specs = glasses({
    frame: "#1b1b1d",
    lens: TINTS.smoke,
    yaw: -8,
    pitch: 16,
    reflection: false,
    box: { x: w * 0.2, y: h * 0.04, w: w * 0.6, h: h * 0.36 },
  });
  const pairs = [
    [160, "#dfe6ec"],
    [400, "#8a929c"],
    [640, "#2b2e33"],
  ];
  const drawn = [];
  for (const [cx, colour] of pairs) {
    drawn.push(pad(cx - 40, 420, -10, colour, 0.9));
    drawn.push(pad(cx + 40, 420, 10, colour, 0.9));
  }
  drawn.unshift(specs);
  return svgDoc(
    w,
    h,
    back.body + drawn.map((d) => d.body).join(""),
    back.defs + drawn.map((d) => d.defs).join(""),
  );
}

/** One pair of pads, large, for the gallery's close-up. */
export function nosePadDetail(w = 800, h = 600) {
  const back = studio(w, h, { top: "#fafbfc", bottom: "#d5dae0", tint: "#e7eef5" });
  const drawn = [pad(w * 0.38, h * 0.56, -12, "#dfe6ec", 2.2), pad(w * 0.62, h * 0.56, 12, "#dfe6ec", 2.2)];
  return svgDoc(
    w,
    h,
    back.body + drawn.map((d) => d.body).join(""),
    back.defs + drawn.map((d) => d.defs).join(""),
  );
}

export function nosePadJobs() {
  return [{ out: "nose-pads", w: 800, h: 600, svg: () => nosePadScene() }];
}
