import { describe, expect, it } from "vitest";
import { lensTypeFixture as lens } from "./catalogue-fixtures.ts";
import { spareLensChoices, spareLensImage } from "./spare-lenses.ts";

describe("spare lens choices", () => {
  it("keeps the maker's lenses (any case) and Ultimate Transitions, at most six", () => {
    const all = [
      lens(1, "Brennweite Grey"),
      lens(2, "Generic Smoke"),
      lens(3, "BRENNWEITE Blue Mirror"),
      lens(4, "Ultimate Transitions"),
      ...[5, 6, 7, 8].map((id) => lens(id, `Brennweite Tint ${id}`)),
    ];
    expect(spareLensChoices(all).map((l) => l.id)).toEqual([1, 3, 4, 5, 6, 7]);
  });

  it("maps a lens name to its thumbnail", () => {
    expect(spareLensImage("Brennweite Blue Mirror")).toBe("/images/lenses/blue-mirror.jpg");
    expect(spareLensImage("Ultimate Transitions")).toBe("/images/lenses/ultimate-transitions.jpg");
  });
});
