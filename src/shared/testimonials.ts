/** The spec's Testimonial (storefront.md §3), with the one page it appears on. */
export interface Testimonial {
  name: string;
  achievement: string;
  quote: string;
  /** True only when the owner has matched the quote to a paid order. */
  verified: boolean;
  location: string;
  sport: string;
  page: TestimonialPage;
}

export type TestimonialPage = "prescription-guide" | "africa-r3d" | "prescription-pro";

/**
 * The testimonials the owner edits: each appears on one page only, once. Replace these with real quotes
 * (and set verified) before launch.
 */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Claire M.",
    achievement: "Sub-3 marathon",
    quote:
      "First marathon in years without fiddling with contacts at mile 20. Sharp all the way to the finish.",
    verified: false,
    location: "Manchester",
    sport: "Running",
    page: "prescription-guide",
  },
  {
    name: "Tom H.",
    achievement: "Club time-trial champion",
    quote: "The wrap keeps the wind out and the varifocals mean I can read my head unit without squinting.",
    verified: false,
    location: "Cambridge",
    sport: "Cycling",
    page: "prescription-guide",
  },
  {
    name: "Priya S.",
    achievement: "Ironman 70.3 finisher",
    quote: "I'm -5.50 and thought sports sunglasses were off the table. The Optical Rim insert changed that.",
    verified: false,
    location: "Bristol",
    sport: "Triathlon",
    page: "prescription-guide",
  },
  {
    name: "James O.",
    achievement: "Parkrun regular",
    quote: "The Hizashi doesn't bounce at all at race pace, and I can finally read my watch with varifocals.",
    verified: false,
    location: "Leeds",
    sport: "Running",
    page: "africa-r3d",
  },
  {
    name: "Anna K.",
    achievement: "Hill-climb rider",
    quote: "The Small Africa frame fits my narrow face properly. No more gaps letting the wind in.",
    verified: false,
    location: "Sheffield",
    sport: "Cycling",
    page: "africa-r3d",
  },
  {
    name: "Ewan R.",
    achievement: "Ironman finisher",
    quote:
      "Knowing some of the money goes to charity made it an easy choice. The polarised lenses are brilliant.",
    verified: false,
    location: "Edinburgh",
    sport: "Triathlon",
    page: "africa-r3d",
  },
  {
    name: "Sarah M.",
    achievement: "Age-group triathlete",
    quote:
      "I've raced in contacts for years. These are the first prescription sunglasses that stay put on a descent and don't blur at the edges.",
    verified: false,
    location: "Harrogate",
    sport: "Triathlon",
    page: "prescription-pro",
  },
];

export function testimonialsFor(page: TestimonialPage): readonly Testimonial[] {
  return TESTIMONIALS.filter((t) => t.page === page);
}
