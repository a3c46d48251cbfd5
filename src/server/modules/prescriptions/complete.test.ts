import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders, prescriptions, products } from "#server/db/schema/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { RULE_MESSAGES } from "#shared/prescription/rules.ts";
import { orderFrame } from "./frame.ts";
import { findPrescription } from "./repo.ts";
import { eyeTestDaysAgo } from "./test-files.ts";
import { buyerEmail, buyPrescriptionPro, sendPrescription, tokenFor } from "./test-links.ts";
import { completePrescriptionOf } from "./values.ts";

const COMPLETE = {
  pupillaryDistance: "",
  odPupillaryDistance: "31.5",
  osPupillaryDistance: "32",
  odAdd: "+2.00",
  osAdd: "+2.00",
  odFittingHeight: "18",
  osFittingHeight: "18.5",
  odPrismHorizontal: "1.00",
  odPrismHorizontalBase: "in",
};

describe.each(dbKinds())("the complete prescription on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const count = () => t.ctx.db.$count(prescriptions);

  it.each([
    [
      "an eye test in the future",
      { eyeTestDate: eyeTestDaysAgo(-3) },
      "eyeTestDate",
      RULE_MESSAGES.eyeTestDateFuture,
    ],
    [
      "an eye test three years ago",
      { eyeTestDate: eyeTestDaysAgo(3 * 366) },
      "eyeTestDate",
      RULE_MESSAGES.eyeTestDateTooOld,
    ],
    [
      "an unreadable eye-test date",
      { eyeTestDate: "14/03/2026" },
      "eyeTestDate",
      RULE_MESSAGES.eyeTestDateFormat,
    ],
    ["a missing eye-test date", { eyeTestDate: "" }, "eyeTestDate", RULE_MESSAGES.eyeTestDateRequired],
    ["an impossible date", { eyeTestDate: "2026-02-30" }, "eyeTestDate", RULE_MESSAGES.eyeTestDateFormat],
    [
      "an axis without a cylinder",
      { osDistanceAxis: "45" },
      "osDistanceAxis",
      /^Axis \(left eye \(OS\)\) needs a cylinder/,
    ],
    [
      "a bad prism base",
      { odPrismVertical: "1.00", odPrismVerticalBase: "in" },
      "odPrismVerticalBase",
      /prism base/,
    ],
    [
      "a prism base that is no base",
      { osPrismHorizontal: "1.00", osPrismHorizontalBase: "left" },
      "osPrismHorizontalBase",
      /must be in or out/,
    ],
    ["a binocular PD too small", { pupillaryDistance: "45" }, "pupillaryDistance", /between 50 and 80 mm/],
    [
      "a monocular PD too large",
      { pupillaryDistance: "", odPupillaryDistance: "41", osPupillaryDistance: "32" },
      "odPupillaryDistance",
      /between 25 and 40 mm/,
    ],
    [
      "one monocular PD alone",
      { pupillaryDistance: "", odPupillaryDistance: "31" },
      "osPupillaryDistance",
      /one for each eye/,
    ],
    [
      "a fitting height too low",
      { odFittingHeight: "8" },
      "odFittingHeight",
      /^Fitting height must be between 10 and 40 mm/,
    ],
    ["a fitting height too high", { osFittingHeight: "45" }, "osFittingHeight", /^Fitting height/],
    ["an ADD out of range", { odAdd: "+4.00" }, "odAdd", /^ADD must be between/],
  ] as const)(
    "refuses %s with 400 naming the field, storing nothing",
    async (_label, change, field, message) => {
      const before = await count();
      const res = await sendPrescription(t.app, change);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toContain(`${field}: `);
      const issue = body.issues.find((i: { path: string }) => i.path === field);
      expect(issue?.message).toMatch(message);
      expect(await count()).toBe(before);
    },
  );

  it("stores a complete prescription sealed, and reads it back whole", async () => {
    const res = await sendPrescription(t.app, COMPLETE);
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await t.ctx.db.select().from(prescriptions).where(eq(prescriptions.id, res.json().id));
    expect(stored?.extendedValues).toMatch(/^v1\./);
    expect(stored?.extendedValues).not.toContain("31.5");
    const row = await findPrescription(t.ctx.db, t.ctx.prescriptionKeys, res.json().id);
    if (!row) throw new Error("not stored");
    const rx = completePrescriptionOf(row);
    expect(rx?.right).toMatchObject({
      pd: 31.5,
      add: 200,
      fittingHeight: 18,
      prismHorizontal: { amount: 100, base: "in" },
    });
    expect(rx?.left).toMatchObject({ pd: 32, add: 200, fittingHeight: 18.5 });
    expect(rx?.prescriber).toBe("High Street Opticians");
  });

  describe("sent through its order's link", () => {
    let orderId: number;
    let productId: number;
    let token: string;
    beforeAll(async () => {
      orderId = (await buyPrescriptionPro(t.app, t.ctx, buyerEmail())).orderId;
      token = tokenFor(t.ctx, orderId);
      const [item] = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      productId = item?.productId ?? 0;
    });

    it("refuses powers over its frame's wrap limit, naming the frame and the limit", async () => {
      await t.ctx.db.update(products).set({ wrapLimit: 600 }).where(eq(products.id, productId));
      const frame = await orderFrame(t.ctx.db, orderId);
      expect(frame).toMatchObject({ productId, wrapLimit: 600 });
      const before = await count();
      const res = await sendPrescription(
        t.app,
        { odDistanceSphere: "-6.00", odDistanceCylinder: "-1.25", odDistanceAxis: "90" },
        { token },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(
        `${frame?.name} frames take prescriptions up to ±6.00 in any meridian; yours reaches −7.25. Please contact us and we will suggest a frame or lens that suits your prescription.`,
      );
      expect(res.json().issues[0].path).toBe("odDistanceSphere");
      expect(await count()).toBe(before);
    });

    it("counts the two years from the day of the order", async () => {
      const yearAgo = new Date(Date.now() - 365 * 86_400_000);
      await t.ctx.db.update(orders).set({ createdAt: yearAgo }).where(eq(orders.id, orderId));
      const before = await count();
      const old = await sendPrescription(t.app, { eyeTestDate: eyeTestDaysAgo(3 * 366 + 1) }, { token });
      expect(old.statusCode).toBe(400);
      expect(old.json().issues).toEqual([{ path: "eyeTestDate", message: RULE_MESSAGES.eyeTestDateTooOld }]);
      expect(await count()).toBe(before);
      // About two and a half years before today, but within two years of the order.
      const res = await sendPrescription(t.app, { eyeTestDate: eyeTestDaysAgo(900) }, { token });
      expect(res.statusCode, res.body).toBe(201);
    });
  });
});
