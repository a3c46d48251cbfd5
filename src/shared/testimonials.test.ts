import { describe, expect, it } from "vitest";
import { TESTIMONIAL_PAGES, TestimonialInput } from "./schemas/testimonials.ts";
import { DEFAULT_TESTIMONIALS } from "./testimonial-defaults.ts";
import { testimonialsFor } from "./testimonials.ts";

describe("testimonials", () => {
  it("the defaults are each shown once, on one page, with nothing repeated across pages", () => {
    for (const field of ["name", "quote", "achievement"] as const) {
      const values = DEFAULT_TESTIMONIALS.map((t) => t[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
    const shown = TESTIMONIAL_PAGES.flatMap((page) => testimonialsFor(DEFAULT_TESTIMONIALS, page));
    expect(shown).toHaveLength(DEFAULT_TESTIMONIALS.length);
    for (const t of DEFAULT_TESTIMONIALS) expect(TestimonialInput.safeParse(t).success, t.name).toBe(true);
  });

  it("a quote entered twice is shown once on its page", () => {
    const [first] = DEFAULT_TESTIMONIALS;
    if (!first) throw new Error("no default testimonials");
    const twice = [first, { ...first }, { ...first, page: "africa-r3d" as const }];
    expect(testimonialsFor(twice, first.page)).toHaveLength(1);
  });

  it("refuses an empty quote, a 10 KB quote and a testimonial with neither sport nor source", () => {
    const [first] = DEFAULT_TESTIMONIALS;
    const issue = (value: object) => TestimonialInput.safeParse(value).error?.issues[0]?.message;
    expect(issue({ ...first, quote: "   " })).toBe("Enter the quote");
    expect(issue({ ...first, quote: "x".repeat(10_240) })).toBe("Quote must be at most 600 characters");
    expect(issue({ ...first, sport: "", source: "" })).toBe("Enter the sport, or where the quote comes from");
    expect(TestimonialInput.safeParse({ ...first, sport: "", source: "Club newsletter" }).success).toBe(true);
  });
});
