import type { TestimonialValues } from "./schemas/testimonials.ts";

/**
 * The first testimonials, written into an empty table by the seed; from then on the owner edits them in the
 * admin's Catalogue tab. Replace these with real quotes (and set verified) before launch.
 */
type Written = Omit<TestimonialValues, "verified" | "source" | "active">;

const WRITTEN: readonly Written[] = [
  {
    name: "Claire M.",
    achievement: "Sub-3 marathon",
    quote:
      "First marathon in years without fiddling with contacts at mile 20. Sharp all the way to the finish.",
    location: "Manchester",
    sport: "Running",
    page: "prescription-guide",
  },
  {
    name: "Tom H.",
    achievement: "Club time-trial champion",
    quote: "The wrap keeps the wind out and the varifocals mean I can read my head unit without squinting.",
    location: "Cambridge",
    sport: "Cycling",
    page: "prescription-guide",
  },
  {
    name: "Priya S.",
    achievement: "Ironman 70.3 finisher",
    quote: "I'm -5.50 and thought sports sunglasses were off the table. The Optical Rim insert changed that.",
    location: "Bristol",
    sport: "Triathlon",
    page: "prescription-guide",
  },
  {
    name: "James O.",
    achievement: "Parkrun regular",
    quote: "The Hizashi doesn't bounce at all at race pace, and I can finally read my watch with varifocals.",
    location: "Leeds",
    sport: "Running",
    page: "africa-r3d",
  },
  {
    name: "Anna K.",
    achievement: "Hill-climb rider",
    quote: "The Small Africa frame fits my narrow face properly. No more gaps letting the wind in.",
    location: "Sheffield",
    sport: "Cycling",
    page: "africa-r3d",
  },
  {
    name: "Ewan R.",
    achievement: "Ironman finisher",
    quote:
      "Knowing some of the money goes to charity made it an easy choice. The polarised lenses are brilliant.",
    location: "Edinburgh",
    sport: "Triathlon",
    page: "africa-r3d",
  },
  {
    name: "Sarah M.",
    achievement: "Age-group triathlete",
    quote:
      "I've raced in contacts for years. These are the first prescription sunglasses that stay put on a descent and don't blur at the edges.",
    location: "Harrogate",
    sport: "Triathlon",
    page: "prescription-pro",
  },
];

export const DEFAULT_TESTIMONIALS: readonly TestimonialValues[] = WRITTEN.map((t) => ({
  ...t,
  verified: false,
  source: "",
  active: true,
}));
