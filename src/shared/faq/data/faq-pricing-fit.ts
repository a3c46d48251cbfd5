import { formatPence } from "#shared/money.ts";
import { CLUB_DISCOUNT_PERCENT } from "#shared/catalogue.ts";
import type { FaqItem } from "../types.ts";

export const PRICING_AND_FIT: FaqItem[] = [
  {
    id: 22,
    category: "Pricing",
    question: "How much are Primary+ sports sunglasses?",
    answer: (c) => {
      const top = Math.max(...c.primaryLenses.map((l) => l.price));
      return `Non-prescription Primary+ sunglasses start from ${formatPence(c.primaryFrom)}, including the frame, a German-made lens, a hard coat and all coatings. Lens upgrades cost up to ${formatPence(top)} more.`;
    },
    tags: ["Primary+", "non-prescription", "price", "cost"],
  },
  {
    id: 23,
    category: "Pricing",
    question: "How much are prescription sports sunglasses?",
    answer: (c) =>
      `Single vision prescription sunglasses start from ${formatPence(c.singleVision)} and varifocals from ${formatPence(c.varifocal)}. Tinted and other premium prescription lenses start from ${formatPence(c.tintedPrescriptionFrom)}. Prices include the frame, hard coat and all coatings.`,
    tags: ["prescription", "single vision", "varifocal", "price", "premium"],
  },
  {
    id: 24,
    category: "Pricing",
    question: "How much is the Ultimate Transitions lens?",
    answer: (c) =>
      `Primary+ sunglasses with the Ultimate Transitions lens cost ${formatPence(c.ultimateTransitions)}. Ultimate Transitions is available without a prescription only; for a prescription, choose one of our light-adapting prescription lenses.`,
    tags: ["Ultimate Transitions", "photochromic", "light adapting", "non-prescription"],
  },
  {
    id: 25,
    category: "Pricing",
    question: "Do you offer payment plans?",
    answer: "Yes. You can spread the cost of your order over 4 months.",
    tags: ["payment plan", "instalments", "monthly", "finance"],
  },
  {
    id: 26,
    category: "Pricing",
    question: "Are lens coatings extra?",
    answer:
      "No. Anti-reflection, oleophobic, anti-static and scratch-resistant coatings and 100% UV protection are included at no cost on every lens, and every price includes a hard coat.",
    tags: ["coatings", "anti-reflection", "scratch resistant", "included"],
  },
  {
    id: 27,
    category: "Pricing",
    question: "Do you have discount codes?",
    answer: `Join the club and we email you a personal code worth ${CLUB_DISCOUNT_PERCENT}% off every order, for life. There is one code per email address; enter it at checkout.`,
    tags: ["discount", "code", "club", "voucher", `${CLUB_DISCOUNT_PERCENT}%`],
  },
  {
    id: 28,
    category: "Fit",
    question: "What size are the frames?",
    answer:
      "Primary+ frames are 140mm wide and 160mm long from the front to the tip of the arm, with a lens height of 45mm: a full-wrap shape that suits most adult faces.",
    tags: ["size", "width", "dimensions", "140mm", "lens height"],
  },
  {
    id: 29,
    category: "Fit",
    question: "Will the sunglasses fit a smaller face?",
    answer:
      "The 140mm frame suits most adults. For narrower faces, our 3D-printed Africa R3D collection includes a smaller frame. If you are unsure, contact us with your current frame size and we will advise.",
    tags: ["small face", "narrow", "fit", "Africa R3D"],
  },
  {
    id: 30,
    category: "Fit",
    question: "How long does it take to get used to prescription wrap lenses?",
    answer:
      "Wrap lenses curve around your eyes, so they can feel different at first. Wear them for 5-10 minutes daily to begin with and build up from there; most people adjust within a week or two. If they still feel wrong, contact us.",
    tags: ["adjustment period", "getting used to", "distortion", "new glasses"],
  },
  {
    id: 31,
    category: "Fit",
    question: "Will they stay on when I run?",
    answer: (c) =>
      `Yes. The light wrap frame grips without pinching, and the nose pads can be replaced when they wear. Spare nose pads cost ${formatPence(c.nosePadsFrom)}.`,
    tags: ["grip", "bounce", "nose pads", "running"],
  },
];
