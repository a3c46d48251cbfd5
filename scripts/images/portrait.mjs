// Head-and-shoulders profile used for athlete close-ups and the memorial portrait.
import { linear, r1, uid } from "./common.mjs";

/** Head-and-shoulders profile facing right, in a local frame whose origin is the bottom centre. */
const BUST =
  "M-170 0C-180 -120 -120 -170 -60 -200C-40 -250 -40 -290 -50 -320C-120 -360 -130 -470 -80 -540" +
  "C-30 -610 80 -620 130 -560C160 -520 160 -490 165 -470L190 -430C195 -420 185 -412 172 -410" +
  "C175 -395 178 -380 168 -372C172 -360 170 -345 150 -338C120 -330 100 -320 90 -290" +
  "C85 -250 110 -220 220 -190C330 -160 380 -100 400 0Z";

/** A bust at (x, y) scaled by s; optional rim light, sunglasses [from, to] colours and ponytail. */
export function bust({ x, y, s = 1, fill = "#16181d", rim, lens, ponytail }) {
  let g = "";
  if (ponytail) {
    g += `<path d="M-100 -500 C-150 -505 -172 -480 -176 -430" fill="none" stroke="${fill}" stroke-width="30" stroke-linecap="round"/>`;
  }
  g += `<path d="${BUST}" fill="${fill}"/>`;
  if (rim) g += `<path d="${BUST}" fill="none" stroke="${rim}" stroke-width="${r1(5 / s)}" opacity="0.7"/>`;
  if (lens) {
    const id = uid("bl");
    g +=
      `<defs>${linear(id, [
        [0, lens[0]],
        [1, lens[1]],
      ])}</defs>` +
      `<path d="M100 -484 L0 -468" stroke="#111" stroke-width="9" stroke-linecap="round"/>` +
      `<path d="M96 -496 L168 -494 Q180 -470 168 -444 L106 -448 Q92 -470 96 -496 Z" fill="url(#${id})"/>` +
      `<path d="M96 -496 L168 -494" stroke="#111" stroke-width="6" stroke-linecap="round"/>` +
      `<circle cx="150" cy="-480" r="6" fill="#fff" opacity="0.9"/>`;
  }
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${s})">${g}</g>`;
}
