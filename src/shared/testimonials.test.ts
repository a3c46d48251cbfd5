import { describe, expect, it } from "vitest";
import { TESTIMONIALS, testimonialsFor } from "./testimonials.ts";

describe("testimonials", () => {
  it("are each shown once, on one page, with nothing repeated across pages", () => {
    for (const field of ["name", "quote", "achievement"] as const) {
      const values = TESTIMONIALS.map((t) => t[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
    const shown = (["prescription-guide", "africa-r3d", "prescription-pro"] as const).flatMap(
      testimonialsFor,
    );
    expect(shown).toHaveLength(TESTIMONIALS.length);
  });
});
