import { describe, expect, it } from "vitest";
import { CROP_ASPECTS, cropBox, variantPlan, widthsFor } from "./variant-plan.ts";

describe("cropBox", () => {
  it("takes the largest box of the aspect, centred on the focal point", () => {
    expect(cropBox(6000, 4000, 1, 0.5, 0.5)).toEqual({ left: 1000, top: 0, width: 4000, height: 4000 });
    expect(cropBox(6000, 4000, 1, 0.25, 0.5)).toEqual({ left: 0, top: 0, width: 4000, height: 4000 });
    expect(cropBox(6000, 4000, 1, 0.6, 0.5)).toEqual({ left: 1600, top: 0, width: 4000, height: 4000 });
  });

  it("clamps to the picture at the edges 0 and 1", () => {
    expect(cropBox(6000, 4000, 1, 0, 0)).toEqual({ left: 0, top: 0, width: 4000, height: 4000 });
    expect(cropBox(6000, 4000, 1, 1, 1)).toEqual({ left: 2000, top: 0, width: 4000, height: 4000 });
    expect(cropBox(3000, 4000, CROP_ASPECTS.wide, 0.5, 0)).toEqual({
      left: 0,
      top: 0,
      width: 3000,
      height: 1571,
    });
    expect(cropBox(3000, 4000, CROP_ASPECTS.wide, 0.5, 1)).toEqual({
      left: 0,
      top: 4000 - 1571,
      width: 3000,
      height: 1571,
    });
  });

  it("keeps inside a picture of any shape", () => {
    for (const [w, h] of [
      [1, 1],
      [7, 3000],
      [3000, 7],
      [801, 599],
    ] as const) {
      for (const aspect of Object.values(CROP_ASPECTS)) {
        for (const f of [0, 0.3, 0.5, 1]) {
          const box = cropBox(w, h, aspect, f, 1 - f);
          expect(box.left).toBeGreaterThanOrEqual(0);
          expect(box.top).toBeGreaterThanOrEqual(0);
          expect(box.left + box.width).toBeLessThanOrEqual(w);
          expect(box.top + box.height).toBeLessThanOrEqual(h);
          expect(box.width).toBeGreaterThan(0);
          expect(box.height).toBeGreaterThan(0);
        }
      }
    }
  });
});

describe("the variant plan", () => {
  it("makes each use's widths, never wider than the source", () => {
    const plan = Object.fromEntries(variantPlan(6000, 4000, 0.5, 0.5).map((p) => [p.crop, p]));
    expect(plan.original?.sizes.map((s) => s.width)).toEqual([480, 960, 1600, 2400]);
    expect(plan.original?.sizes[0]).toEqual({ width: 480, height: 320 });
    expect(plan.square?.sizes).toEqual([
      { width: 160, height: 160 },
      { width: 480, height: 480 },
      { width: 960, height: 960 },
    ]);
    expect(plan.landscape?.sizes.map((s) => [s.width, s.height])).toEqual([
      [480, 360],
      [960, 720],
      [1600, 1200],
    ]);
    expect(plan.wide?.sizes).toEqual([{ width: 1200, height: 628 }]);
    expect(plan.wide?.formats).toEqual(["jpeg"]);
    expect(plan.square?.formats).toEqual(["avif", "webp", "jpeg"]);

    const small = Object.fromEntries(variantPlan(1000, 500, 0.5, 0.5).map((p) => [p.crop, p]));
    expect(small.original?.sizes.map((s) => s.width)).toEqual([480, 960]);
    expect(small.square?.sizes.map((s) => s.width)).toEqual([160, 480]);
    expect(small.wide?.sizes).toEqual([{ width: 955, height: 500 }]);
  });

  it("gives a picture narrower than every width its own width", () => {
    expect(widthsFor("original", 100)).toEqual([100]);
    const plan = variantPlan(100, 80, 0.5, 0.5);
    for (const crop of plan) {
      for (const size of crop.sizes) expect(size.width).toBeLessThanOrEqual(crop.box.width);
    }
  });
});
