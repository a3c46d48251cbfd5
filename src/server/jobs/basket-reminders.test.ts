import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  abandonedCarts,
  clubMembers,
  emailOptOuts,
  emailOutbox,
  finishes,
  shopSettings,
} from "#server/db/schema/index.ts";
import { saveCart } from "#server/modules/abandoned-carts/testing.ts";
import { buy, CUSTOMER } from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { remindBaskets } from "./basket-reminders.ts";

const MINUTE = 60_000;
let shoppers = 0;
const shopperEmail = () => `basket-${++shoppers}-${Date.now()}@example.com`;
/** The clock this many minutes after now (the default delay is 180 minutes). */
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
/** Varifocal £165 + XtrActive Transitions £70 + Silver Mirror £20. */
const PAIR = { visionType: "varifocal", frameColorId: 3, prescriptionLensTypeId: 16, finishId: 2 };

describe.each(dbKinds())("basket reminders on %s", (kind) => {
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
  const cartOf = async (email: string) =>
    (await t.ctx.db.select().from(abandonedCarts).where(eq(abandonedCarts.email, email)))[0];

  it("reminds once, after the delay, with the basket, its restore link and a one-click unsubscribe", async () => {
    const email = shopperEmail();
    await saveCart(t.app, email);

    await remindBaskets(t.ctx, later(170));
    expect(await remindersTo(email)).toEqual([]);

    // Two instances at the same moment: one reminder between them.
    const now = later(181);
    await Promise.all([remindBaskets(t.ctx, now), remindBaskets(t.ctx, now)]);
    const [mail, ...more] = await remindersTo(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ dedupeKey: `basket-reminder:${(await cartOf(email))?.id}` });
    expect(mail?.text).toContain("Hi Ada,");
    expect(mail?.text).toContain("Primary+");
    expect(mail?.html).toMatch(/<img[^>]+src="http[^"]+\/images\/[^"]+-480w\.jpg"/);
    expect(mail?.text).toMatch(/\/basket\/restore\?t=b1\.\d+\.\d+\.[\w-]{43}/);
    expect(mail?.headers).toMatchObject({
      "List-Unsubscribe": expect.stringMatching(/^<http.+\/api\/club\/unsubscribe\?t=.+>$/),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect((await cartOf(email))?.reminderSentAt?.getTime()).toBe(now.getTime());

    // Saved again (same basket, same browser) and the time passes again: still one reminder.
    await saveCart(t.app, email);
    await remindBaskets(t.ctx, later(400));
    expect(await remindersTo(email)).toHaveLength(1);
  });

  it("uses the owner's delay", async () => {
    const email = shopperEmail();
    await saveCart(t.app, email);
    const setDelay = async (minutes: number) => {
      await t.ctx.db.update(shopSettings).set({ basketReminderMinutes: minutes });
      t.ctx.catalogue.invalidate();
    };
    await setDelay(30);
    try {
      await remindBaskets(t.ctx, later(29));
      expect(await remindersTo(email)).toEqual([]);
      await remindBaskets(t.ctx, later(31));
    } finally {
      await setDelay(180);
    }
    expect(await remindersTo(email)).toHaveLength(1);
  });

  it("sends nothing to a shopper who ticked the box, or for a basket without lines", async () => {
    const refused = shopperEmail();
    await saveCart(t.app, refused, { reminderConsent: false });
    const noLines = shopperEmail();
    await saveCart(t.app, noLines, { lines: undefined });
    // Consented first, then ticked the box: the later save wins.
    const changedMind = shopperEmail();
    await saveCart(t.app, changedMind);
    await saveCart(t.app, changedMind, { reminderConsent: false });

    await remindBaskets(t.ctx, later(200));
    for (const email of [refused, noLines, changedMind]) expect(await remindersTo(email)).toEqual([]);
  });

  it("sends nothing to an address that unsubscribed, by the link of any email, or from the club", async () => {
    const optedOut = shopperEmail();
    await saveCart(t.app, optedOut);
    await remindBaskets(t.ctx, later(200));
    const [first] = await remindersTo(optedOut);
    const oneClick = /<(http[^>]+)>/.exec(first?.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "";
    const res = await t.app.inject({
      method: "POST",
      url: new URL(oneClick).pathname + new URL(oneClick).search,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    // The list keeps a hash, never the address, so it outlives an erasure.
    const listed = await t.ctx.db.select().from(emailOptOuts);
    expect(listed.some((r) => r.email === optedOut)).toBe(false);
    expect(listed.some((r) => /^[0-9a-f]{64}$/.test(r.email))).toBe(true);

    // A new basket after the unsubscribe (bought in between, so a new basket): no reminder.
    await t.ctx.db.update(abandonedCarts).set({ recovered: true }).where(eq(abandonedCarts.email, optedOut));
    await saveCart(t.app, optedOut);
    expect((await cartOf(optedOut))?.reminderSentAt).toBeNull();
    await remindBaskets(t.ctx, later(200));
    expect(await remindersTo(optedOut)).toHaveLength(1);

    const clubLeaver = shopperEmail();
    const signup = await t.app.inject({
      method: "POST",
      url: "/api/discount-signup",
      payload: { firstName: "Cleo", email: clubLeaver, consentWording: "club-2025-01" },
    });
    expect(signup.statusCode).toBe(200);
    await t.ctx.db
      .update(clubMembers)
      .set({ unsubscribedAt: new Date() })
      .where(eq(clubMembers.email, clubLeaver));
    await saveCart(t.app, clubLeaver);
    await remindBaskets(t.ctx, later(200));
    expect(await remindersTo(clubLeaver)).toEqual([]);
  });

  it("sends nothing to a shopper who placed an order since the basket was saved", async () => {
    const email = shopperEmail();
    await saveCart(t.app, email);
    await buy(t.app, { customer: { ...CUSTOMER, email } });
    // The cart is marked bought by the payment; even if it were not, the paid order stops the reminder.
    await t.ctx.db.update(abandonedCarts).set({ recovered: false }).where(eq(abandonedCarts.email, email));
    await remindBaskets(t.ctx, later(200));
    expect(await remindersTo(email)).toEqual([]);
  });

  /** A Prescription Pro checkout's basket: its one configured line. */
  const savePair = (email: string, extra: Record<string, unknown> = {}) =>
    saveCart(t.app, email, { lines: undefined, prescriptionPro: PAIR, ...extra });

  it("reminds once with the pair priced today and its link; a shopper who refused gets nothing", async () => {
    const email = shopperEmail();
    const refuser = shopperEmail();
    await savePair(email);
    await savePair(refuser, { reminderConsent: false });

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
    await savePair(email);
    const setActive = async (active: boolean) => {
      await t.ctx.db.update(finishes).set({ active }).where(eq(finishes.id, PAIR.finishId));
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
