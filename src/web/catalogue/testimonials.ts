import type { Testimonial } from "#shared/schemas/testimonials.ts";
import { TESTIMONIAL_PAGES, type TestimonialPage, testimonialsFor } from "#shared/testimonials.ts";
import { array, bool, int, literal, object, type Reader, text } from "#web/lib/shape.ts";
import { catalogueQuery, useCatalogue } from "./catalogue-query.ts";

const readTestimonial: Reader<Testimonial> = object({
  id: int(1),
  name: text(1),
  achievement: text(),
  quote: text(1),
  verified: bool,
  location: text(),
  sport: text(),
  source: text(),
  page: literal(...TESTIMONIAL_PAGES),
});

/** GET /api/testimonials: the shown testimonials in the owner's order, served from the catalogue cache. */
export const testimonialsQuery = catalogueQuery("/api/testimonials", array(readTestimonial));

/** One page's testimonials, each once; none until they arrive (the section then shows nothing). */
export function usePageTestimonials(page: TestimonialPage): Testimonial[] {
  const { data } = useCatalogue(testimonialsQuery);
  return data ? testimonialsFor(data, page) : [];
}

/** "Sub-3 marathon · Running · Manchester", then where the quote was published, from what is filled in. */
export function testimonialCaption(t: Testimonial): string {
  const parts = [t.achievement, t.sport, t.location].filter(Boolean);
  if (t.source) parts.push(`via ${t.source}`);
  return parts.join(" · ");
}
