import { describe, expect, it } from "vitest";
import { deliveryEstimate, deliveryEstimateText } from "./delivery-estimate.ts";
import { DISPATCH_TIMES, dispatchSentence, dispatchTimeOf, slowestDispatch } from "./dispatch-times.ts";

const at = (iso: string) => new Date(iso);

describe("dispatch times by product type", () => {
  it("socks, nose pads and spare lenses leave the next working day", () => {
    for (const type of ["socks", "accessories", "spare"]) {
      expect(dispatchTimeOf(type)).toEqual(DISPATCH_TIMES.inStock);
    }
    expect(dispatchTimeOf("socks").text).toBe("the next working day");
  });

  it("sunglasses are made to order in 1–2 weeks, prescription glasses in 2–3", () => {
    expect(dispatchTimeOf("primary")).toEqual({ min: 5, max: 10, text: "within 1–2 weeks" });
    expect(dispatchTimeOf("africa_r3d")).toEqual(DISPATCH_TIMES.madeToOrder);
    expect(dispatchTimeOf("prescription_pro")).toEqual({ min: 10, max: 15, text: "within 2–3 weeks" });
    expect(dispatchTimeOf("prescription")).toEqual(DISPATCH_TIMES.prescription);
  });

  it("a frame with prescription lenses takes the prescription time; an unknown type the longest", () => {
    expect(dispatchTimeOf("africa_r3d", true)).toEqual(DISPATCH_TIMES.prescription);
    expect(dispatchTimeOf("socks", true)).toEqual(DISPATCH_TIMES.inStock);
    expect(dispatchTimeOf("something-new")).toEqual(DISPATCH_TIMES.prescription);
  });

  it("a product page gives its time, and both times for a frame that may take prescription lenses", () => {
    expect(dispatchSentence("socks")).toBe("Dispatched the next working day.");
    expect(dispatchSentence("prescription_pro")).toBe("Dispatched within 2–3 weeks.");
    expect(dispatchSentence("africa_r3d")).toBe(
      "Dispatched within 1–2 weeks, or within 2–3 weeks with prescription lenses.",
    );
  });

  it("a basket leaves with its slowest line", () => {
    expect(slowestDispatch([DISPATCH_TIMES.inStock, DISPATCH_TIMES.madeToOrder])).toEqual({
      min: 5,
      max: 10,
    });
    expect(slowestDispatch([])).toEqual(DISPATCH_TIMES.inStock);
  });
});

describe("delivery estimate", () => {
  it("socks ordered on a Thursday to the UK: out Friday, delivered Monday to Wednesday", () => {
    const estimate = deliveryEstimate(at("2026-11-26T10:00:00Z"), [DISPATCH_TIMES.inStock], "GB");
    expect(estimate).toEqual({ earliest: "2026-11-30", latest: "2026-12-02" });
    expect(deliveryEstimateText(estimate)).toBe("Mon 30 Nov – Wed 2 Dec 2026");
  });

  it("an order on a Saturday counts from Monday", () => {
    expect(deliveryEstimate(at("2026-11-28T12:00:00Z"), [DISPATCH_TIMES.inStock], "United Kingdom")).toEqual({
      earliest: "2026-12-01",
      latest: "2026-12-03",
    });
  });

  it("counts the London day: 23:30 UTC on a summer Friday is already Saturday in London", () => {
    expect(deliveryEstimate(at("2026-07-03T23:30:00Z"), [DISPATCH_TIMES.inStock], "GB").earliest).toBe(
      "2026-07-07",
    );
  });

  it("sunglasses abroad: 1–2 weeks to dispatch and 5–10 working days of carriage", () => {
    const estimate = deliveryEstimate(at("2026-11-26T10:00:00Z"), [DISPATCH_TIMES.madeToOrder], "US");
    expect(estimate).toEqual({ earliest: "2026-12-10", latest: "2026-12-24" });
  });

  it("prescription glasses over Christmas skip the bank holidays and the year changes", () => {
    const estimate = deliveryEstimate(
      at("2026-12-10T10:00:00Z"),
      [DISPATCH_TIMES.inStock, DISPATCH_TIMES.prescription],
      "GB",
    );
    expect(estimate).toEqual({ earliest: "2026-12-29", latest: "2027-01-08" });
    expect(deliveryEstimateText(estimate)).toBe("Tue 29 Dec 2026 – Fri 8 Jan 2027");
  });
});
