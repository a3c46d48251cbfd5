// Social share images, 1200 x 630: the default card, and one for each page whose route module names a share
// card (`meta.share.image` in its *.meta.ts); the card's design is drawn here, by that image's path.
import { site } from "#web/pages.ts";
import { AFRICA_FRAMES, printedFrame } from "./africa.mjs";
import { esc, FONT, studio, svgDoc } from "./common.mjs";
import { glasses } from "./glasses.mjs";
import { sock } from "./socks.mjs";
import { TINTS } from "./tints.mjs";

const W = 1200;
const H = 630;
const SHOT = { x: W * 0.55, y: H * 0.24, w: W * 0.42, h: H * 0.44 };

const shades =
  (frame, lens, o = {}) =>
  () =>
    glasses({ frame, lens, yaw: -30, box: SHOT, ...o });

function socks() {
  const a = sock(
    { body: "#1f2126", accent: "#e0322b", cuff: "#2c2f36", text: "#ffffff" },
    { x: 700, y: 40, s: 0.62, rot: -8 },
  );
  const b = sock(
    { body: "#eef0f3", accent: "#1f5fd1", cuff: "#dfe3e8", text: "#1f5fd1" },
    { x: 860, y: 90, s: 0.62, rot: 6 },
  );
  return { body: a.body + b.body, defs: a.defs + b.defs };
}

/** The card of each share image the pages name: its headline, two short lines and a product shot. */
const PRODUCT_CARDS = [
  {
    image: "/images/og/prescription-pro.jpg",
    title: "Prescription Pro",
    lines: ["Your prescription, glazed to fit", "Single vision or varifocal"],
    shot: shades("#14161b", TINTS.smoke),
  },
  {
    image: "/images/og/lens-configurator.jpg",
    title: "Build your lenses",
    lines: ["Frame colour, lens and mirror finish", "See your price as you choose"],
    shot: shades("#1f5fd1", TINTS.blueMirror),
  },
  {
    image: "/images/og/spare-lenses.jpg",
    title: "Replacement lenses",
    lines: ["Six tints for Primary+ frames", "German lens technology"],
    shot: shades("#f4f4f2", TINTS.roseGold),
  },
  {
    image: "/images/og/sports-socks.jpg",
    title: "Technical sports socks",
    lines: ["Cushioned and blister-resistant", "Multi-buy offer"],
    shot: socks,
  },
  {
    image: "/images/og/nose-pads.jpg",
    title: "Spare nose pads",
    lines: ["Soft and hypoallergenic", "For every Primary+ frame"],
    shot: shades("#d12a2a", TINTS.silverMirror),
  },
  {
    image: "/images/og/africa-r3d.jpg",
    title: "Africa R3D",
    lines: ["3D-printed prescription eyewear", "10% of profits to charity"],
    shot: () => printedFrame(AFRICA_FRAMES[0], SHOT),
  },
];

function card({ title, lines, shot }) {
  const back = studio(W, H, { top: "#f7f8fa", bottom: "#cfd6de", tint: "#d7e4f5" });
  const g = shot();
  const text = (y, size, weight, colour, s, spacing = 0) =>
    `<text x="72" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" letter-spacing="${spacing}" fill="${colour}">${esc(s)}</text>`;
  const body =
    back.body +
    g.body +
    `<g transform="translate(72 120) skewX(-10)"><path d="M0 104V24L60 104V24M92 24H116C172 24 172 104 116 104H92ZM196 104V24H228C264 24 264 68 228 68H196M224 68L260 104" fill="none" stroke="#14161b" stroke-width="20" stroke-linejoin="miter" stroke-miterlimit="1.5" stroke-linecap="square"/></g>` +
    text(320, 44, 700, "#14161b", title) +
    lines.map((line, i) => text(372 + i * 38, 26, 400, "#3b4250", line)).join("") +
    `<rect x="72" y="450" width="120" height="8" rx="4" fill="#1f5fd1"/>`;
  return svgDoc(W, H, body, back.defs + g.defs);
}

/** The cards of the share images the route modules name; a page naming one not drawn here fails the build. */
function sharedImages() {
  const images = new Set(site.pages.flatMap(({ meta }) => (meta.share ? [meta.share.image] : [])));
  return [...images].map((image) => {
    const design = PRODUCT_CARDS.find((c) => c.image === image);
    if (!design)
      throw new Error(`${image}: a page shares it, but scripts/images/og.mjs draws no card for it`);
    return design;
  });
}

export function ogJobs() {
  return [
    {
      out: "og-default",
      w: W,
      h: H,
      variants: false,
      svg: () =>
        card({
          title: "Premium sports sunglasses",
          lines: ["Full-wrap lenses · Prescription options", "Free UK delivery"],
          shot: shades("#1f5fd1", TINTS.blueMirror),
        }),
    },
    ...sharedImages().map((c) => ({
      out: c.image.replace(/^\/images\//, "").replace(/\.jpg$/, ""),
      w: W,
      h: H,
      variants: false,
      svg: () => card(c),
    })),
  ];
}
