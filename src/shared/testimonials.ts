/** The storefront pages that show testimonials; each testimonial appears on one of them, once. */
export const TESTIMONIAL_PAGES = ["prescription-guide", "africa-r3d", "prescription-pro"] as const;
export type TestimonialPage = (typeof TESTIMONIAL_PAGES)[number];

/**
 * One page's testimonials, each once: the same quote entered twice (by name and quote) is shown once.
 */
export function testimonialsFor<T extends { page: TestimonialPage; name: string; quote: string }>(
  all: readonly T[],
  page: TestimonialPage,
): T[] {
  const seen = new Set<string>();
  return all.filter((t) => {
    const key = `${t.name}\u0000${t.quote}`;
    if (t.page !== page || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
