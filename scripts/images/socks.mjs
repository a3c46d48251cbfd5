// Technical running sock: side profile with ribbed cuff, cushioned heel and toe panels, arch
// compression band and a mesh vent, in six views and colourways (/images/socks/sock-N.jpg).
import { FONT, floorShadow, linear, shade, smooth, studio, svgDoc, uid } from "./common.mjs";

// Side profile in a 380 x 380 box: leg at the left, toe pointing right.
const OUTLINE = [
  [4, 0],
  [112, 0],
  [114, 60],
  [118, 190],
  [136, 240],
  [190, 268],
  [280, 288],
  [335, 300],
  [366, 326],
  [358, 360],
  [322, 372],
  [170, 373],
  [72, 372],
  [22, 356],
  [-4, 318],
  [-8, 250],
  [-2, 120],
];

const COLOURWAYS = {
  blackRed: { body: "#1f2126", accent: "#e0322b", cuff: "#2c2f36", text: "#ffffff" },
  whiteBlue: { body: "#eef0f3", accent: "#1f5fd1", cuff: "#dfe3e8", text: "#1f5fd1" },
  greyLime: { body: "#5f6570", accent: "#b7e22b", cuff: "#4c525c", text: "#b7e22b" },
  navyOrange: { body: "#1c2b4a", accent: "#ff7a1a", cuff: "#243659", text: "#ffffff" },
};

/** One sock drawn at (x, y) with a scale, rotation (degrees) and optional mirror. */
export function sock(c, { x = 0, y = 0, s = 1, rot = 0, flip = false } = {}) {
  const clip = uid("sc");
  const shadeX = uid("sx");
  const knit = uid("kn");
  const mesh = uid("ms");
  const band = uid("bd");
  const rib = uid("rb");
  const outline = smooth(OUTLINE, true, 0.8);
  const defs =
    `<clipPath id="${clip}"><path d="${outline}"/></clipPath>` +
    linear(
      shadeX,
      [
        [0, "#000", 0.28],
        [0.18, "#fff", 0.1],
        [0.32, "#000", 0],
        [1, "#000", 0.22],
      ],
      [0, 0, 1, 0],
    ) +
    `<pattern id="${knit}" width="48" height="32" patternUnits="userSpaceOnUse"><path d="M0 1.6h48M0 4.8h48M0 8.0h48M0 11.2h48M0 14.4h48M0 17.6h48M0 20.8h48M0 24.0h48M0 27.2h48M0 30.4h48" stroke="#000" stroke-opacity="0.09" stroke-width="1.2"/></pattern>` +
    `<pattern id="${mesh}" width="28" height="28" patternUnits="userSpaceOnUse"><g fill="#000" fill-opacity="0.28"><circle cx="3.5" cy="3.5" r="1.6"/><circle cx="3.5" cy="10.5" r="1.6"/><circle cx="3.5" cy="17.5" r="1.6"/><circle cx="3.5" cy="24.5" r="1.6"/><circle cx="10.5" cy="3.5" r="1.6"/><circle cx="10.5" cy="10.5" r="1.6"/><circle cx="10.5" cy="17.5" r="1.6"/><circle cx="10.5" cy="24.5" r="1.6"/><circle cx="17.5" cy="3.5" r="1.6"/><circle cx="17.5" cy="10.5" r="1.6"/><circle cx="17.5" cy="17.5" r="1.6"/><circle cx="17.5" cy="24.5" r="1.6"/><circle cx="24.5" cy="3.5" r="1.6"/><circle cx="24.5" cy="10.5" r="1.6"/><circle cx="24.5" cy="17.5" r="1.6"/><circle cx="24.5" cy="24.5" r="1.6"/></g><g fill="#fff" fill-opacity="0.18"><circle cx="3" cy="3" r="0.8"/><circle cx="3" cy="10" r="0.8"/><circle cx="3" cy="17" r="0.8"/><circle cx="3" cy="24" r="0.8"/><circle cx="10" cy="3" r="0.8"/><circle cx="10" cy="10" r="0.8"/><circle cx="10" cy="17" r="0.8"/><circle cx="10" cy="24" r="0.8"/><circle cx="17" cy="3" r="0.8"/><circle cx="17" cy="10" r="0.8"/><circle cx="17" cy="17" r="0.8"/><circle cx="17" cy="24" r="0.8"/><circle cx="24" cy="3" r="0.8"/><circle cx="24" cy="10" r="0.8"/><circle cx="24" cy="17" r="0.8"/><circle cx="24" cy="24" r="0.8"/></g></pattern>` +
    `<pattern id="${band}" width="20" height="20" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><g fill="#fff" fill-opacity="0.16"><rect x="0" width="2.4" height="20"/><rect x="5" width="2.4" height="20"/><rect x="10" width="2.4" height="20"/><rect x="15" width="2.4" height="20"/></g></pattern>` +
    `<pattern id="${rib}" width="28" height="60" patternUnits="userSpaceOnUse"><g fill="#000" fill-opacity="0.16"><rect x="0" width="3" height="60"/><rect x="7" width="3" height="60"/><rect x="14" width="3" height="60"/><rect x="21" width="3" height="60"/></g></pattern>`;
  const accent = c.accent;
  const parts = [
    `<path d="${outline}" fill="${c.body}"/>`,
    `<rect x="-20" y="-5" width="150" height="52" fill="${c.cuff}"/>`,
    `<rect x="-20" y="-5" width="150" height="52" fill="url(#${rib})"/>`,
    `<rect x="-20" y="50" width="150" height="7" fill="${accent}"/>`,
    `<rect x="-20" y="60" width="150" height="3" fill="${accent}" opacity="0.7"/>`,
    `<ellipse cx="26" cy="338" rx="78" ry="66" fill="${accent}"/>`,
    `<ellipse cx="372" cy="338" rx="62" ry="70" fill="${accent}"/>`,
    `<path d="M168 262 L230 276 L188 374 L122 374 Z" fill="${shade(c.body, -0.25)}"/>`,
    `<path d="M168 262 L230 276 L188 374 L122 374 Z" fill="url(#${band})"/>`,
    `<path d="M232 274 Q280 282 320 296 L318 318 Q270 306 236 296 Z" fill="url(#${mesh})"/>`,
    `<path d="M314 298 Q300 336 318 372" fill="none" stroke="${shade(accent, -0.3)}" stroke-width="2" stroke-dasharray="3 3"/>`,
    `<rect x="-20" y="-20" width="420" height="420" fill="url(#${knit})"/>`,
    `<rect x="-20" y="-20" width="420" height="420" fill="url(#${shadeX})"/>`,
    `<text x="0" y="0" transform="translate(72 175) rotate(-90)" font-family="${FONT}" font-weight="700" font-size="30" letter-spacing="3" fill="${c.text}" opacity="0.9">NDR</text>`,
  ];
  const body =
    `<g clip-path="url(#${clip})">${parts.join("")}</g>` +
    `<path d="M8 3 L110 3" stroke="#fff" stroke-opacity="0.25" stroke-width="2"/>`;
  const t = `translate(${x} ${y}) rotate(${rot}) scale(${flip ? -s : s} ${s})`;
  return { defs, body: `<g transform="${t}">${body}</g>` };
}

function scene(w, h, bg, socks, extra = { defs: "", body: "" }) {
  const back = studio(w, h, bg);
  const drawn = socks.map(([cw, place]) => sock(COLOURWAYS[cw], place));
  return svgDoc(
    w,
    h,
    back.body + extra.body + drawn.map((d) => d.body).join(""),
    back.defs + extra.defs + drawn.map((d) => d.defs).join(""),
  );
}

const merge = (...parts) => ({
  defs: parts.map((p) => p.defs).join(""),
  body: parts.map((p) => p.body).join(""),
});

function callouts(ox, oy, k) {
  const notes = [
    [60, 25, 450, 150, "Ribbed anti-slip cuff"],
    [180, 300, 450, 250, "Graduated arch compression"],
    [278, 292, 450, 350, "Mesh venting over the instep"],
    [352, 335, 450, 450, "Seamless toe"],
    [30, 340, 40, 720, "Cushioned heel pocket"],
  ];
  let body = "";
  for (const [sx, sy, x2, y2, label] of notes) {
    const [x1, y1] = [ox + sx * k, oy + sy * k];
    body +=
      `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="#1f5fd1" stroke-width="1.6"/>` +
      `<circle cx="${x1}" cy="${y1}" r="6" fill="#fff" stroke="#1f5fd1" stroke-width="2.5"/>` +
      `<text x="${x2 + (x2 > 400 ? 10 : 0)}" y="${y2 + (x2 > 400 ? 6 : 28)}" font-family="${FONT}" font-size="19" font-weight="700" fill="#1c2230">${label}</text>`;
  }
  return { defs: "", body };
}

export function sockJobs() {
  const w = 800;
  const h = 800;
  const bg = { top: "#f9fafb", bottom: "#d8dce2" };
  const sh = (cx, cy, rx) => floorShadow(cx, cy, rx, 16, 0.3);
  const jobs = [
    // 1: single sock, side view
    () => scene(w, h, bg, [["blackRed", { x: 200, y: 170, s: 1.2 }]], sh(420, 630, 230)),
    // 2: a pair overlapping, one mirrored
    () =>
      scene(
        w,
        h,
        { ...bg, tint: "#cfe0ff" },
        [
          ["whiteBlue", { x: 290, y: 150, s: 1 }],
          ["whiteBlue", { x: 130, y: 230, s: 1 }],
        ],
        merge(sh(400, 620, 260)),
      ),
    // 3: the three-pair pack fanned out
    () =>
      scene(
        w,
        h,
        { ...bg, tint: "#e8f5c8" },
        [
          ["navyOrange", { x: 90, y: 200, s: 0.9, rot: -12 }],
          ["greyLime", { x: 250, y: 170, s: 0.9, rot: -2 }],
          ["blackRed", { x: 420, y: 150, s: 0.9, rot: 8 }],
        ],
        merge(sh(420, 560, 300)),
      ),
    // 4: close-up of heel, arch band and mesh
    () => scene(w, h, { ...bg, tint: "#ffd9c2" }, [["navyOrange", { x: 64, y: -238, s: 2.2 }]]),
    // 5: flat lay on a track-coloured surface
    () =>
      scene(
        w,
        h,
        { top: "#c9553a", bottom: "#a8432c", glow: "#e07a5c" },
        flatLay(),
        merge(lanes(w, h), floorShadow(440, 600, 300, 40, 0.25)),
      ),
    // 6: feature call-outs
    () =>
      scene(
        w,
        h,
        { ...bg, tint: "#dce6f5" },
        [["greyLime", { x: 40, y: 230, s: 1.05 }]],
        callouts(40, 230, 1.05),
      ),
  ];
  return jobs.map((svg, i) => ({ out: `socks/sock-${i + 1}`, w, h, svg }));
}

function lanes(w, h) {
  const grain = uid("gr");
  const tile = uid("gt");
  // Noise rendered once into a small tile and repeated: a full-frame turbulence is slow.
  const defs =
    `<filter id="${grain}" x="0" y="0" width="100%" height="100%"><feTurbulence baseFrequency="0.9" numOctaves="2" seed="4" stitchTiles="stitch"/><feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 0.35 0"/></filter>` +
    `<pattern id="${tile}" width="128" height="128" patternUnits="userSpaceOnUse"><rect width="128" height="128" filter="url(#${grain})"/></pattern>`;
  const lines = [170, 520]
    .map(
      (x) => `<path d="M${x} -50 L${x + 260} ${h + 50}" stroke="#f4efe9" stroke-width="14" opacity="0.9"/>`,
    )
    .join("");
  return {
    defs,
    body: `<rect width="${w}" height="${h}" fill="url(#${tile})"/>${lines}`,
  };
}

function flatLay() {
  return [
    ["blackRed", { x: 160, y: 260, s: 1, rot: -30 }],
    ["whiteBlue", { x: 330, y: 360, s: 0.95, rot: -30 }],
  ];
}
