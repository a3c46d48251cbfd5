import { CARE_AND_ADDITIONAL } from "./data/faq-care-additional.ts";
import { GENERAL_AND_PRESCRIPTION } from "./data/faq-general-prescription.ts";
import { MEASUREMENT_AND_CUSTOMISATION } from "./data/faq-measurement-customisation.ts";
import { PRICING_AND_FIT } from "./data/faq-pricing-fit.ts";
import type { FaqCatalogue, FaqFilter, FaqItem, ResolvedFaqItem } from "./types.ts";

export const FAQ_ITEMS: readonly FaqItem[] = [
  ...GENERAL_AND_PRESCRIPTION,
  ...MEASUREMENT_AND_CUSTOMISATION,
  ...PRICING_AND_FIT,
  ...CARE_AND_ADDITIONAL,
];

export function resolveFaqItems(catalogue: FaqCatalogue): ResolvedFaqItem[] {
  return FAQ_ITEMS.map((item) => ({
    ...item,
    answer: typeof item.answer === "function" ? item.answer(catalogue) : item.answer,
  }));
}

/** Case-insensitive substring match on question, answer or tags, within the chosen category. */
export function filterFaqItems(
  items: readonly ResolvedFaqItem[],
  search: string,
  category: FaqFilter,
): ResolvedFaqItem[] {
  const term = search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (category === "All" || item.category === category) &&
      (term === "" ||
        item.question.toLowerCase().includes(term) ||
        item.answer.toLowerCase().includes(term) ||
        item.tags.some((tag) => tag.toLowerCase().includes(term))),
  );
}
