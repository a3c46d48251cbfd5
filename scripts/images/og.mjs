// Default social share image, 1200 x 630: wordmark, strap line and a product shot.
import { esc, FONT, studio, svgDoc } from "./common.mjs";
import { glasses } from "./glasses.mjs";
import { TINTS } from "./tints.mjs";

function og(w = 1200, h = 630) {
  const back = studio(w, h, { top: "#f7f8fa", bottom: "#cfd6de", tint: "#d7e4f5" });
  const g = glasses({
    frame: "#1f5fd1",
    lens: TINTS.blueMirror,
    yaw: -30,
    box: { x: w * 0.55, y: h * 0.24, w: w * 0.42, h: h * 0.44 },
  });
  const text = (y, size, weight, colour, s, spacing = 0) =>
    `<text x="72" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" letter-spacing="${spacing}" fill="${colour}">${esc(s)}</text>`;
  const body =
    back.body +
    g.body +
    `<g transform="translate(72 120) skewX(-10)"><path d="M0 104V24L60 104V24M92 24H116C172 24 172 104 116 104H92ZM196 104V24H228C264 24 264 68 228 68H196M224 68L260 104" fill="none" stroke="#14161b" stroke-width="20" stroke-linejoin="miter" stroke-miterlimit="1.5" stroke-linecap="square"/></g>` +
    text(320, 44, 700, "#14161b", "Premium sports sunglasses") +
    text(372, 26, 400, "#3b4250", "Full-wrap lenses · Prescription options") +
    text(410, 26, 400, "#3b4250", "Free UK delivery") +
    `<rect x="72" y="450" width="120" height="8" rx="4" fill="#1f5fd1"/>`;
  return svgDoc(w, h, body, back.defs + g.defs);
}

export function ogJobs() {
  return [{ out: "og-default", w: 1200, h: 630, variants: false, svg: () => og() }];
}
