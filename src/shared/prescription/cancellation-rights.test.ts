import { describe, expect, it } from "vitest";
import { CANCELLATION_RIGHTS, CANCELLATION_RIGHTS_SENTENCES } from "./cancellation-rights.ts";

describe("the cancellation rights of a prescription order", () => {
  const text = CANCELLATION_RIGHTS_SENTENCES.join(" ");

  it("has a heading and three sentences", () => {
    expect(CANCELLATION_RIGHTS.heading).toMatch(/cancel/i);
    expect(CANCELLATION_RIGHTS_SENTENCES).toHaveLength(3);
    for (const sentence of CANCELLATION_RIGHTS_SENTENCES) expect(sentence).toMatch(/^[A-Z].*\.$/);
  });

  it("says the order can be cancelled free, with a full refund, until it goes to the lens lab", () => {
    expect(CANCELLATION_RIGHTS.beforeLab).toMatch(/cancel/);
    expect(CANCELLATION_RIGHTS.beforeLab).toMatch(/free of charge/);
    expect(CANCELLATION_RIGHTS.beforeLab).toMatch(/full refund/);
    expect(CANCELLATION_RIGHTS.beforeLab).toMatch(/until it goes to our lens lab/);
  });

  it("says lenses being made to the prescription cannot be returned for a change of mind", () => {
    expect(CANCELLATION_RIGHTS.madeToPrescription).toMatch(/made to your prescription/);
    expect(CANCELLATION_RIGHTS.madeToPrescription).toMatch(/cannot be cancelled or returned/);
    expect(CANCELLATION_RIGHTS.madeToPrescription).toMatch(/change of mind/);
  });

  it("says faulty goods are always covered: repair, replacement or refund", () => {
    expect(CANCELLATION_RIGHTS.faulty).toMatch(/Faulty goods are always covered/);
    expect(CANCELLATION_RIGHTS.faulty).toMatch(/repair, replace or refund/);
  });

  it("holds each of the three in its plain text", () => {
    expect(text).toContain("full refund");
    expect(text).toContain("change of mind");
    expect(text).toContain("Faulty goods");
  });
});
