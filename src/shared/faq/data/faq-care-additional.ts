import { DISPATCH_SUMMARY } from "#shared/delivery/dispatch-times.ts";
import { formatPence } from "#shared/money.ts";
import type { FaqItem } from "../types.ts";

export const CARE_AND_ADDITIONAL: FaqItem[] = [
  {
    id: 32,
    category: "Care",
    question: "How do I clean my lenses?",
    answer:
      "Rinse off dust and sweat with lukewarm water, then dry with a microfibre cloth. The oleophobic coating lets grease wipe off easily. Avoid household cleaners, solvents and paper towels, which can scratch the lens or strip its coatings.",
    tags: ["cleaning", "microfibre", "sweat", "care"],
  },
  {
    id: 33,
    category: "Care",
    question: "Do the lenses protect my eyes from UV?",
    answer: "Yes. Every lens, clear or tinted, prescription or not, gives 100% UVA/UVB protection.",
    tags: ["UV", "UVA", "UVB", "protection"],
  },
  {
    id: 34,
    category: "Care",
    question: "Why do your lenses look sharper than polycarbonate?",
    answer:
      "Our lens material has an Abbe value of 52, against 30 for polycarbonate. A higher Abbe value means less colour fringing towards the edges, which matters in a wrap lens you often look through at an angle.",
    tags: ["Abbe value", "clarity", "polycarbonate", "optics"],
  },
  {
    id: 35,
    category: "Additional",
    question: "When will my order be dispatched?",
    answer: () =>
      `${DISPATCH_SUMMARY} The checkout shows the dates your order should arrive, and we contact you if anything in your prescription needs checking first.`,
    tags: ["dispatch", "delivery time", "shipping", "lead time"],
  },
  {
    id: 36,
    category: "Additional",
    question: "Do you ship outside the UK?",
    answer: (c) =>
      `Yes. UK delivery is free, and international shipping costs a flat ${formatPence(c.internationalShipping)} per order.`,
    tags: ["international", "free UK delivery", "shipping cost", "worldwide"],
  },
  {
    id: 37,
    category: "Additional",
    question: "What is your returns policy?",
    answer: (c) =>
      `Non-prescription items can be returned within ${c.policies.returnsDays} days of delivery, for a refund of the price (and the standard delivery charge when you return the whole order). Prescription orders can be cancelled for a full refund until they go to our lens lab; once the lenses are being made they cannot be returned for a change of mind, but if we or our lens maker made a mistake we remake them free of charge. Our returns page has the details and the cancellation form.`,
    tags: ["returns", "refund", "returns window", "remake"],
  },
  {
    id: 38,
    category: "Additional",
    question: "How much are your sports socks?",
    answer: (c) =>
      `Our technical sports socks cost ${formatPence(c.sockPair)} a pair, or ${c.socksOffer.pairsPerGroup} pairs for ${formatPence(c.socksOffer.groupPricePence)}. They come in five sizes.`,
    tags: ["socks", "bundle", "3 for", "sizes"],
  },
];
