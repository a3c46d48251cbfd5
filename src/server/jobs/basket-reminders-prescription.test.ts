import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, finishes } from "#server/db/schema/index.ts";
import { saveCart } from "#server/modules/abandoned-carts/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { remindBaskets } from "./basket-reminders.ts";

const MINUTE = 60_000;
let shoppers = 0;
const shopperEmail = () => `rx-basket-${++shoppers}-${Date.now()}@example.com`;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
/** Varifocal £165 + XtrActive Transitions £70 + Silver Mirror £20. */
const CHOICE = { visionType: "varifocal", frameColorId: 3, prescriptionLensTypeId: 16, finishId: 2 };

describe.each(dbKinds())("a Prescription Pro basket's reminder on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const remindersTo = (email: string) =>
    t.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .then((rows) => rows.filter((r) => r.kind === "basket_reminder"));
  const saveConfiguration = (email: string, extra: Record<string, unknown> = {}) =>
    saveCart(t.app, email, { lines: undefined, prescriptionPro: CHOICE, ...extra });

  it("reminds once with the pair priced today and its link; a shopper who refused gets nothing", async () => {
    const email = shopperEmail();
    const refuser = shopperEmail();
    await saveConfiguration(email);
    await saveConfiguration(refuser, { reminderConsent: false });

    await remindBaskets(t.ctx, later(181));
    await remindBaskets(t.ctx, later(300));
    const [mail, ...more] = await remindersTo(email);
    expect(more).toEqual([]);
    expect(mail?.text).toContain("Prescription Pro");
    expect(mail?.text).toContain("Varifocal, Kerry Green, XtrActive Transitions, Silver Mirror");
    expect(mail?.text).toContain("£255.00");
    expect(mail?.text).toMatch(/\/basket\/restore\?t=b1\.\d+\.\d+\.[\w-]{43}/);
    expect(await remindersTo(refuser)).toEqual([]);
  });

  it("sends nothing for a pair whose part is no longer offered", async () => {
    const email = shopperEmail();
    await saveConfiguration(email);
    const setActive = async (active: boolean) => {
      await t.ctx.db.update(finishes).set({ active }).where(eq(finishes.id, CHOICE.finishId));
      t.ctx.catalogue.invalidate();
    };
    await setActive(false);
    try {
      await remindBaskets(t.ctx, later(181));
      expect(await remindersTo(email)).toEqual([]);
    } finally {
      await setActive(true);
    }
  });
});
