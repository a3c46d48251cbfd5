import { formatPence } from "#shared/money.ts";
import {
  CLUB_DISCOUNT_PERCENT,
  COMPANY,
  LENS_MAKER_NAME,
  OPTICAL_RIM_LIMITS,
  PRESCRIPTION_LIMITS,
} from "#shared/catalogue.ts";
import { formatDioptres } from "#shared/dioptres.ts";
import { listSurcharges } from "../format.ts";
import type { FaqItem } from "../types.ts";

const { sphere, cylinder, axis } = PRESCRIPTION_LIMITS;
const rim = `${formatDioptres(OPTICAL_RIM_LIMITS.minus)} or ${formatDioptres(OPTICAL_RIM_LIMITS.plus)}`;

export const GENERAL_AND_PRESCRIPTION: FaqItem[] = [
  {
    id: 1,
    category: "General",
    question: `Who are ${COMPANY.name}?`,
    answer: `${COMPANY.name} is a UK sports eyewear brand founded in ${COMPANY.founded}. We design full-wrap sports sunglasses and prescription sports eyewear with and for athletes: runners, cyclists, triathletes and more.`,
    tags: ["about", "company", "founded", "UK", "brand"],
  },
  {
    id: 2,
    category: "General",
    question: "Why are your prices lower than the big brands?",
    answer: (c) =>
      `We sell directly to you and make our own-brand frames, so there is no retailer or licensing margin to pay for. That is how Primary+ sunglasses with German-made lenses start from ${formatPence(c.primaryFrom)}.`,
    tags: ["value", "direct sales", "own brand", "pricing"],
  },
  {
    id: 3,
    category: "General",
    question: "Which sports are your sunglasses designed for?",
    answer:
      "The full-wrap frame stays put and keeps wind, dust and side glare out, which suits running, cycling, triathlon, trail running, cricket, golf and most other outdoor sport.",
    tags: ["running", "cycling", "triathlon", "sport"],
  },
  {
    id: 4,
    category: "General",
    question: "Who makes your lenses?",
    answer: `Our lenses come from ${LENS_MAKER_NAME}, a German optics maker. Every lens is full wrap and blocks 100% of UVA and UVB light.`,
    tags: ["lenses", "German", "optics", "lens maker"],
  },
  {
    id: 5,
    category: "General",
    question: "What do I get by joining the club?",
    answer: `Club members get a lifetime ${CLUB_DISCOUNT_PERCENT}% discount on all orders, early access to new launches, member-only competitions and regular product updates. Sign up with your first name and email address and we email you a personal code.`,
    tags: ["club", "discount", "signup", "newsletter", `${CLUB_DISCOUNT_PERCENT}%`],
  },
  {
    id: 6,
    category: "Prescription",
    question: "What prescriptions can you make?",
    answer: `We glaze prescription sports lenses from ${formatDioptres(sphere.min)} to ${formatDioptres(sphere.max)} sphere, with cylinder from ${formatDioptres(cylinder.min)} to ${formatDioptres(cylinder.max)} at any axis from ${axis.min} to ${axis.max} degrees. Prescriptions in this range suit our wrap lenses; stronger ones need a specialist solution, so please contact us.`,
    tags: ["range", "sphere", "cylinder", "axis", "strong prescription"],
  },
  {
    id: 7,
    category: "Prescription",
    question: `What if my sphere is beyond ${rim}?`,
    answer: `A sphere beyond ${rim} is too strong to glaze straight into a curved wrap lens without distortion, so it needs our Optical Rim solution. Please contact us before you order so we can verify your prescription.`,
    tags: ["optical rim", "high prescription", "strong prescription", "verification"],
  },
  {
    id: 8,
    category: "Prescription",
    question: "What is the Optical Rim?",
    answer: (c) =>
      `The Optical Rim is a lightweight prescription insert that sits behind the wrap lens, so strong prescriptions stay sharp across your view. It is priced like our other prescription lenses: from ${formatPence(c.singleVision)} for single vision and ${formatPence(c.varifocal)} for varifocal.`,
    tags: ["optical rim", "insert", "clip", "strong prescription"],
  },
  {
    id: 9,
    category: "Prescription",
    question: "Can I have varifocal prescription sports sunglasses?",
    answer: (c) =>
      `Yes. Varifocal lenses give you distance and reading vision in one lens, so you can see the road and read your watch or bike computer. Varifocals start from ${formatPence(c.varifocal)}, single vision from ${formatPence(c.singleVision)}.`,
    tags: ["varifocal", "progressive", "reading", "single vision"],
  },
  {
    id: 10,
    category: "Prescription",
    question: "How do I send you my prescription?",
    answer:
      "Use our prescription form: type in the values from your prescription, or upload a photo or scan of it (JPEG, PNG, WebP or PDF, up to 5MB). You can do this before or after ordering. We review every prescription and contact you if anything needs clarifying.",
    tags: ["upload", "prescription form", "photo", "PDF", "send"],
  },
  {
    id: 11,
    category: "Prescription",
    question: "Which lenses come as standard with a prescription order?",
    answer:
      "Standard prescription lenses are 1.59 extra-thin, high-impact lenses in a full-wrap shape. Anti-reflection, oleophobic, anti-static and scratch-resistant coatings and 100% UV protection are included at no extra cost.",
    tags: ["1.59", "thin", "high impact", "standard lenses"],
  },
  {
    id: 12,
    category: "Prescription",
    question: "Can my prescription lenses be tinted, polarised or photochromic?",
    answer: (c) =>
      `Yes. On top of the single vision (${formatPence(c.singleVision)}) or varifocal (${formatPence(c.varifocal)}) price you can choose ${listSurcharges(c.prescriptionLenses)}. A mirror finish can be added too.`,
    tags: ["tint", "polarised", "polarized", "photochromic", "transitions", "lens types"],
  },
];
