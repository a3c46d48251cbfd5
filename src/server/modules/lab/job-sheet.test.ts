import { describe, expect, it } from "vitest";
import { pdfText } from "#server/test/pdf-text.ts";
import { labJobSheet } from "./job-sheet.ts";
import { PLANO_SUN, SINGLE_VISION, VARIFOCAL_WITH_PRISM } from "./test-jobs.ts";

describe("labJobSheet", () => {
  it("is one page with the job, the order, both lenses, the lens, the frame and the notes", async () => {
    const pages = await pdfText(await labJobSheet(SINGLE_VISION));
    expect(pages).toHaveLength(1);
    const text = pages.join("\n");
    for (const shown of [
      "Lab job LJ-000101",
      "Order NDR-1001",
      "Right",
      "Left",
      "-2.25",
      "-0.75",
      "170°",
      "-2.50",
      "32.0 mm",
      "Polycarbonate",
      "Trail Wrap; matte black",
      "DBL 16 mm",
      "Call before glazing.",
    ]) {
      expect(text).toContain(shown);
    }
  });

  it("shows prism with its base and stays one page whatever the notes", async () => {
    const long = { ...VARIFOCAL_WITH_PRISM, notes: "Check the wrap. ".repeat(800) };
    const pages = await pdfText(await labJobSheet(long));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain("1.00 in");
    expect(pages[0]).toContain("0.50 down");
    expect(pages[0]).toContain("+2.25");
  });

  it("prints a plano job", async () => {
    const pages = await pdfText(await labJobSheet(PLANO_SUN));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain("Lab job LJ-000103");
    expect(pages[0]).toContain("Café Racer");
  });
});
