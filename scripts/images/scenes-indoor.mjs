// Indoor gallery scenes: workshop, 3D printer, lens lab, packing table, product line-ups.

import { AFRICA_FRAMES, printedFrame } from "./africa.mjs";
import { FONT, linear, radial, rng, shade, studio, svgDoc, uid } from "./common.mjs";
import { figure } from "./figures.mjs";
import { FRAME_COLOURS } from "./frames.mjs";
import { glasses } from "./glasses.mjs";
import { bench, parcel, pegboard } from "./props.mjs";
import { finish, layer } from "./scenery.mjs";
import { sock } from "./socks.mjs";
import { TINTS } from "./tints.mjs";

const doc = (w, h, ...parts) => {
  const s = layer(...parts);
  return svgDoc(w, h, s.body, s.defs);
};

const wall = (w, h, top, bottom) => {
  const g = uid("wl");
  return {
    defs: linear(g, [
      [0, top],
      [1, bottom],
    ]),
    body: `<rect width="${w}" height="${h}" fill="url(#${g})"/>`,
  };
};

/** Warm pool of light from a lamp above. */
const pool = (x, y, r, colour = "#fff2cc", a = 0.55) => {
  const g = uid("pl");
  return {
    defs: radial(g, [
      [0, colour, a],
      [1, colour, 0],
    ]),
    body: `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.6}" fill="url(#${g})"/>`,
  };
};

function workshop(w, h, { sepia = false } = {}) {
  const g = glasses({
    frame: "#d12a2a",
    lens: TINTS.smoke,
    yaw: -34,
    reflection: false,
    box: { x: w * 0.3, y: h * 0.5, w: w * 0.42, h: h * 0.3 },
  });
  const scene = layer(
    wall(w, h, "#e9e1d3", "#cbbfa9"),
    pegboard(w * 0.08, h * 0.06, w * 0.84, h * 0.5),
    bench(w, h, h * 0.62),
    pool(w * 0.5, h * 0.7, w * 0.4),
    g,
    `<rect x="${w * 0.76}" y="${h * 0.66}" width="${w * 0.12}" height="${h * 0.05}" rx="4" fill="#3b4048"/>`,
    `<circle cx="${w * 0.18}" cy="${h * 0.78}" r="${h * 0.06}" fill="#f4f4f2" stroke="#9aa1aa" stroke-width="4"/>`,
  );
  if (!sepia) return doc(w, h, scene, finish(w, h, { vignette: 0.35 }));
  const f = uid("sp");
  return doc(
    w,
    h,
    {
      defs: `${scene.defs}<filter id="${f}"><feColorMatrix values="0.39 0.77 0.19 0 0  0.35 0.69 0.17 0 0  0.27 0.53 0.13 0 0  0 0 0 1 0"/></filter>`,
      body: `<g filter="url(#${f})">${scene.body}</g>`,
    },
    `<text x="${w * 0.84}" y="${h * 0.2}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${h * 0.1}" fill="#4a3520" opacity="0.7">2014</text>`,
    finish(w, h, { vignette: 0.55, grain: 0.12, warm: "#b07a3a" }),
  );
}

function printer(w, h) {
  const x0 = w * 0.18;
  const x1 = w * 0.82;
  const frame = "#2b2f36";
  const box = { x: w * 0.3, y: h * 0.46, w: w * 0.4, h: h * 0.26 };
  return doc(
    w,
    h,
    wall(w, h, "#3a3f4a", "#1f232b"),
    `<rect x="${x0}" y="${h * 0.08}" width="${x1 - x0}" height="${h * 0.8}" rx="12" fill="none" stroke="${frame}" stroke-width="28"/>`,
    `<rect x="${x0}" y="${h * 0.08}" width="${x1 - x0}" height="${h * 0.8}" rx="12" fill="#ffffff" opacity="0.04"/>`,
    `<rect x="${x0 + 20}" y="${h * 0.24}" width="${x1 - x0 - 40}" height="18" fill="#5a6270"/>`,
    `<rect x="${w * 0.48}" y="${h * 0.2}" width="${w * 0.08}" height="${h * 0.12}" rx="6" fill="#e0782f"/>`,
    `<path d="M${w * 0.51} ${h * 0.32} l${w * 0.01} ${h * 0.1} l${w * 0.01} ${-h * 0.1}Z" fill="#c9ccd1"/>`,
    `<circle cx="${w * 0.52}" cy="${h * 0.43}" r="6" fill="#ffb347"/>`,
    printedFrame(AFRICA_FRAMES[0], box, { yaw: -20, reflection: false, layerLines: 3 }),
    `<rect x="${x0 + 20}" y="${h * 0.74}" width="${x1 - x0 - 40}" height="${h * 0.06}" fill="#111214"/>`,
    `<circle cx="${w * 0.9}" cy="${h * 0.3}" r="${h * 0.12}" fill="#e0782f"/><circle cx="${w * 0.9}" cy="${h * 0.3}" r="${h * 0.04}" fill="#1f232b"/>`,
    pool(w * 0.5, h * 0.6, w * 0.3, "#ffd9a8", 0.25),
    finish(w, h, { vignette: 0.45 }),
  );
}

/** A technician's arms reaching forward to the machine. */
const WORKING = {
  lean: 6,
  legs: [],
  arms: [
    [55, 95],
    [65, 105],
  ],
};

function lensLab(w, h) {
  const rand = rng(33);
  let lenses = "";
  for (let i = 0; i < 12; i++) {
    const x = w * 0.08 + (i % 6) * w * 0.07;
    const y = h * 0.72 + Math.floor(i / 6) * h * 0.1;
    const c = rand.pick(["#9fb4d8", "#d49a84", "#56644f", "#5f6670", "#d9a23c"]);
    lenses += `<ellipse cx="${x}" cy="${y}" rx="${w * 0.028}" ry="${h * 0.03}" fill="${c}" opacity="0.75" stroke="#fff" stroke-opacity="0.7" stroke-width="2"/>`;
  }
  return doc(
    w,
    h,
    wall(w, h, "#e4edf5", "#b9c9d8"),
    figure({
      x: w * 0.4,
      y: h * 0.72,
      u: 66,
      pose: WORKING,
      colour: "#3a2a25",
      top: "#1f5fd1",
      hideLegs: true,
    }),
    `<rect y="${h * 0.64}" width="${w}" height="${h * 0.36}" fill="#dfe5ea"/>`,
    `<rect x="${w * 0.55}" y="${h * 0.24}" width="${w * 0.34}" height="${h * 0.44}" rx="14" fill="#f4f6f8" stroke="#9aa6b2" stroke-width="3"/>`,
    `<rect x="${w * 0.59}" y="${h * 0.3}" width="${w * 0.26}" height="${h * 0.2}" rx="8" fill="#1d2836"/>`,
    `<circle cx="${w * 0.72}" cy="${h * 0.4}" r="${h * 0.07}" fill="#6fd0ff" opacity="0.6"/>`,
    `<rect x="${w * 0.6}" y="${h * 0.55}" width="${w * 0.08}" height="${h * 0.05}" rx="4" fill="#1f5fd1"/>`,
    `<text x="${w * 0.8}" y="${h * 0.6}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${h * 0.03}" fill="#5a6270">EDGER</text>`,
    lenses,
    finish(w, h, { vignette: 0.3 }),
  );
}

function packaging(w, h) {
  const g = glasses({
    frame: "#1f5fd1",
    lens: TINTS.blueMirror,
    yaw: -24,
    reflection: false,
    box: { x: w * 0.54, y: h * 0.5, w: w * 0.32, h: h * 0.24 },
  });
  return doc(
    w,
    h,
    wall(w, h, "#f1ece4", "#d8cfc1"),
    bench(w, h, h * 0.55, "#c9a27a"),
    parcel(w * 0.06, h * 0.62, 200, 150, 80),
    parcel(w * 0.22, h * 0.44, 150, 110, 60, "#d4a872"),
    `<ellipse cx="${w * 0.7}" cy="${h * 0.8}" rx="${w * 0.17}" ry="${h * 0.08}" fill="#1c1f26"/>`,
    `<ellipse cx="${w * 0.7}" cy="${h * 0.77}" rx="${w * 0.16}" ry="${h * 0.06}" fill="#2b2f36"/>`,
    g,
    `<rect x="${w * 0.3}" y="${h * 0.84}" width="${w * 0.16}" height="${h * 0.1}" rx="4" fill="#fff" transform="rotate(-6 ${w * 0.38} ${h * 0.89})"/>`,
    pool(w * 0.5, h * 0.65, w * 0.45),
    finish(w, h, { vignette: 0.35 }),
  );
}

/** Ten frame colours side by side, simplified as coloured temple arms fanned on a sweep. */
function frameColours(w, h) {
  const back = studio(w, h, { top: "#fafbfc", bottom: "#d5dae0" });
  const cols = 5;
  const parts = [back];
  FRAME_COLOURS.forEach(([, hex], i) => {
    const cw = w / cols;
    const box = { x: (i % cols) * cw + cw * 0.06, y: h * (i < cols ? 0.12 : 0.55), w: cw * 0.88, h: h * 0.3 };
    parts.push(
      glasses({
        frame: hex,
        lens: TINTS.smoke,
        yaw: -30,
        reflection: false,
        shadow: "ellipse",
        logo: null,
        box,
      }),
    );
  });
  return doc(w, h, ...parts);
}

function lensTints(w, h) {
  const back = studio(w, h, { top: "#ffffff", bottom: "#dfe3e8" });
  const tints = [
    TINTS.smoke,
    TINTS.blueMirror,
    TINTS.roseGold,
    TINTS.silverMirror,
    TINTS.polarized,
    TINTS.transitions,
  ];
  const parts = [back];
  tints.forEach((lens, i) => {
    const box = { x: (i % 3) * (w / 3) + w * 0.02, y: h * (i < 3 ? 0.12 : 0.56), w: w * 0.29, h: h * 0.3 };
    parts.push(glasses({ frame: null, lens, yaw: -14, reflection: false, shadow: "ellipse", box }));
  });
  return doc(w, h, ...parts);
}

function socksShelf(w, h) {
  const ways = [
    { body: "#1f2126", accent: "#e0322b", cuff: "#2c2f36", text: "#fff" },
    { body: "#eef0f3", accent: "#1f5fd1", cuff: "#dfe3e8", text: "#1f5fd1" },
    { body: "#5f6570", accent: "#b7e22b", cuff: "#4c525c", text: "#b7e22b" },
  ];
  const socks = ways.map((c, i) => sock(c, { x: w * (0.08 + i * 0.3), y: h * 0.12, s: 0.95, rot: 0 }));
  return doc(
    w,
    h,
    wall(w, h, "#f3efe8", "#d9d1c4"),
    ...socks,
    `<rect y="${h * 0.6}" width="${w}" height="${h * 0.05}" fill="${shade("#a8764a", 0.1)}"/>`,
    finish(w, h, { vignette: 0.3 }),
  );
}

function prescriptionCheck(w, h) {
  const g = glasses({
    frame: "#1b1b1d",
    lens: TINTS.greyTint,
    insert: TINTS.clear,
    yaw: -18,
    reflection: false,
    box: { x: w * 0.08, y: h * 0.44, w: w * 0.56, h: h * 0.38 },
  });
  const rows = ["E", "F P", "T O Z", "L P E D"];
  const chart = rows
    .map(
      (r, i) =>
        `<text x="${w * 0.8}" y="${h * (0.2 + i * 0.12)}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${h * (0.12 - i * 0.022)}" letter-spacing="10" fill="#1d2330">${r}</text>`,
    )
    .join("");
  return doc(
    w,
    h,
    wall(w, h, "#eef2f6", "#cfd8e2"),
    `<rect x="${w * 0.66}" y="${h * 0.06}" width="${w * 0.28}" height="${h * 0.56}" fill="#fff"/>`,
    chart,
    bench(w, h, h * 0.7, "#d8d2c8"),
    g,
    finish(w, h, { vignette: 0.3 }),
  );
}

export const INDOOR_SCENES = {
  workshop: (w, h) => workshop(w, h),
  firstWorkshop: (w, h) => workshop(w, h, { sepia: true }),
  printer,
  lensLab,
  packaging,
  frameColours,
  lensTints,
  socksShelf,
  prescriptionCheck,
};
