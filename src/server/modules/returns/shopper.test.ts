import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderStatusHistory, orders } from "#server/db/schema/index.ts";
import { insertTestOrder } from "#server/modules/admin-orders/testing.ts";
import { AFRICA, CUSTOMER } from "#server/modules/checkout/testing.ts";
import { orderToken } from "#server/modules/orders/index.ts";
import { PNG_1PX } from "#server/modules/prescriptions/testing.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { RETURN_REFUSALS } from "#shared/returns/eligibility.ts";
import { RETURN_MESSAGES, ShopperReturn, ShopperReturns } from "#shared/schemas/returns.ts";
import { AdminReturnDetail } from "#shared/schemas/returns-admin.ts";
import { useReturnsApp } from "./test-returns.ts";

const PNG = { bytes: PNG_1PX, type: "image/png", name: "scratch.png" };
const lines = (itemId: number, quantity = 1) => JSON.stringify([{ itemId, quantity }]);

describe.each(dbKinds())("the shopper's returns on %s", (kind) => {
  const h = useReturnsApp(kind);

  it("shows each line's reasons and windows by the order link and by number and email", async () => {
    const { id, token, items } = await h.deliveredOrder();
    const res = await h.view(token);
    expect(res.statusCode, res.body).toBe(200);
    const page = ShopperReturns.parse(res.json());
    expect(page.eligibility).toMatchObject({ returnable: true, message: null, deliveryEstimated: false });
    const line = page.eligibility.lines[0];
    expect(line).toMatchObject({
      itemId: items[0]?.id,
      quantity: 2,
      returnable: 2,
      madeToPrescription: false,
    });
    expect(line?.reasons.map((r) => [r.reason, r.allowed, r.remedy])).toEqual([
      ["change_of_mind", true, "full_refund"],
      ["faulty", true, "full_refund"],
      ["damaged", true, "full_refund"],
      ["wrong_item", true, "full_refund"],
    ]);
    expect(line?.reasons[0]?.label).toBe("I changed my mind");
    const number = (await h.orderRow(id)).orderNumber as string;
    const looked = await h.app().app.inject({
      method: "POST",
      url: "/api/returns/lookup",
      payload: { orderNumber: number, email: CUSTOMER.email.toUpperCase() },
      remoteAddress: "198.51.100.70",
    });
    expect(looked.statusCode, looked.body).toBe(200);
    expect(ShopperReturns.parse(looked.json()).token).toBe(token);
  });

  it("makes a return with photos, emails the shopper once with its number, and lists it with its history", async () => {
    const { id, token, items } = await h.deliveredOrder();
    const res = await h.request(
      { t: token, reason: "faulty", description: "The hinge snapped", lines: lines(items[0]?.id as number) },
      [PNG, PNG],
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = ShopperReturn.parse(res.json());
    expect(created).toMatchObject({ status: "requested", reason: "faulty", photos: 2 });
    expect(created.returnNumber).toMatch(/^RET-\d{5,}$/);
    expect(created.history.map((e) => e.status)).toEqual(["requested"]);
    const [row] = await h.returnsOf(id);
    expect(row).toMatchObject({ via: "online", description: "The hinge snapped" });
    const mails = await h.emailsAbout("return_requested", created.returnNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("What happens next");
    const page = ShopperReturns.parse((await h.view(token)).json());
    expect(page.returns.map((r) => r.returnNumber)).toEqual([created.returnNumber]);
    expect(page.eligibility.lines[0]?.returnable).toBe(1);
    const detail = AdminReturnDetail.parse((await h.admin("GET", `/api/admin/returns/${row?.id}`)).json());
    expect(detail.photos).toHaveLength(2);
    const photo = await h.admin("GET", detail.photos[0]?.url as string);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/png");
    expect(Buffer.compare(photo.rawPayload, PNG_1PX)).toBe(0);
    expect((await h.admin("GET", `/api/admin/returns/${row?.id}/photos/99999999`)).statusCode).toBe(404);
  });

  it("counts as the day it was made a change of mind inside the window and refuses it after, with why", async () => {
    const inTime = await h.deliveredOrder({}, 29);
    const ok = await h.request({
      t: inTime.token,
      reason: "change_of_mind",
      lines: lines(inTime.items[0]?.id as number, 2),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const late = await h.deliveredOrder({}, 31);
    const before = await h.stored(late.id);
    const res = await h.request({
      t: late.token,
      reason: "change_of_mind",
      lines: lines(late.items[0]?.id as number),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/change of mind ended on/);
    expect(await h.stored(late.id)).toEqual(before);
    // A fault after 30 days is still accepted, for repair or replacement.
    const faulty = await h.request({
      t: late.token,
      reason: "faulty",
      description: "Lens coating peeling",
      lines: lines(late.items[0]?.id as number),
    });
    expect(faulty.statusCode, faulty.body).toBe(201);
    const page = ShopperReturns.parse((await h.view(late.token)).json());
    expect(page.eligibility.lines[0]?.reasons.find((r) => r.reason === "faulty")?.remedy).toBe(
      "repair_or_replacement",
    );
  });

  it("refuses bad input with a 4xx naming the problem, and stores nothing", async () => {
    const { id, token, items } = await h.deliveredOrder();
    const itemId = items[0]?.id as number;
    const tooBig = Buffer.concat([Buffer.from(PNG_1PX), Buffer.alloc(5 * 1024 * 1024)]);
    const cases: [Record<string, string>, (typeof PNG)[], number, RegExp | string][] = [
      [{ t: token, reason: "faulty", description: "x", lines: lines(999_999) }, [], 400, /not part of order/],
      [
        { t: token, reason: "faulty", description: "x", lines: lines(itemId, 3) },
        [],
        400,
        /Only 2 of .* can be returned/,
      ],
      [{ t: token, reason: "faulty", lines: lines(itemId) }, [], 400, RETURN_MESSAGES.describe],
      [{ t: token, reason: "bored", lines: lines(itemId) }, [], 400, /reason must be one of/],
      [{ t: token, reason: "damaged", description: "x", lines: "[{" }, [], 400, /lines must be a JSON list/],
      [{ t: token, reason: "damaged", description: "x", lines: "[]" }, [], 400, RETURN_MESSAGES.lines],
      [{ reason: "damaged", description: "x", lines: lines(itemId) }, [], 400, RETURN_MESSAGES.auth],
      [
        { orderNumber: "NDR-\u0000", email: "a@b.c", reason: "damaged", lines: lines(itemId) },
        [],
        400,
        /not allowed/,
      ],
      [
        { t: token, reason: "damaged", description: "bad\u0000", lines: lines(itemId) },
        [],
        400,
        /not allowed/,
      ],
      [
        { t: token, reason: "damaged", description: "x", lines: lines(itemId) },
        [{ bytes: Buffer.from("%PDF-1.4 not an image"), type: "image/png", name: "x.png" }],
        415,
        RETURN_MESSAGES.photoType,
      ],
      [
        { t: token, reason: "damaged", description: "x", lines: lines(itemId) },
        [{ bytes: tooBig, type: "image/png", name: "big.png" }],
        413,
        RETURN_MESSAGES.photoTooLarge,
      ],
      [
        { t: token, reason: "damaged", description: "x", lines: lines(itemId) },
        [PNG, PNG, PNG, PNG],
        400,
        RETURN_MESSAGES.tooManyPhotos,
      ],
    ];
    const before = await h.stored(id);
    for (const [fields, photos, status, message] of cases) {
      const res = await h.request(fields, photos);
      expect(res.statusCode, `${JSON.stringify(fields)}: ${res.body}`).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await h.stored(id)).toEqual(before);
  });

  it("refuses a forged link 403 and a wrong email 404, and stores nothing", async () => {
    const { id, items } = await h.deliveredOrder();
    const row = await h.orderRow(id);
    const forged = orderToken({ ...h.app().ctx.config, ORDER_LINK_SECRET: "x".repeat(40) }, row);
    const fields = { reason: "faulty", description: "Broken", lines: lines(items[0]?.id as number) };
    const before = await h.stored(id);
    expect((await h.request({ ...fields, t: forged })).statusCode).toBe(403);
    expect((await h.view(forged)).statusCode).toBe(403);
    const wrong = await h.request({
      ...fields,
      orderNumber: row.orderNumber as string,
      email: "eve@example.com",
    });
    expect(wrong.statusCode).toBe(404);
    expect(await h.stored(id)).toEqual(before);
    const unpaid = await insertTestOrder(h.app().ctx.db, { status: "pending" });
    const unpaidToken = orderToken(h.app().ctx.config, { id: unpaid, paidAt: null, createdAt: new Date() });
    const never = await h.request({ ...fields, t: unpaidToken });
    expect(never.statusCode).toBe(404);
    expect(never.json().message).toMatch(/not found/i);
    expect(await h.returnsOf(unpaid)).toEqual([]);
  });

  it("refuses a change of mind on a prescription line, and anything on a cancelled or undispatched order", async () => {
    const rx = await h.deliveredOrder({ items: [AFRICA] });
    const rxItem = rx.items[0]?.id as number;
    const before = await h.stored(rx.id);
    const mind = await h.request({ t: rx.token, reason: "change_of_mind", lines: lines(rxItem) });
    expect(mind.statusCode).toBe(409);
    expect(mind.json().message).toContain(RETURN_REFUSALS.prescriptionChangeOfMind);
    expect(await h.stored(rx.id)).toEqual(before);
    const damaged = await h.request({
      t: rx.token,
      reason: "damaged",
      description: "Cracked lens",
      lines: lines(rxItem),
    });
    expect(damaged.statusCode, damaged.body).toBe(201);

    const cancelled = await h.deliveredOrder();
    await h.app().ctx.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, cancelled.id));
    const c = await h.request({
      t: cancelled.token,
      reason: "faulty",
      description: "x",
      lines: lines(cancelled.items[0]?.id as number),
    });
    expect(c.statusCode).toBe(409);
    expect(c.json().message).toBe(RETURN_REFUSALS.cancelled);

    const unsent = await h.deliveredOrder();
    await h.app().ctx.db.delete(orderStatusHistory).where(eq(orderStatusHistory.orderId, unsent.id));
    await h.app().ctx.db.update(orders).set({ status: "paid" }).where(eq(orders.id, unsent.id));
    const u = await h.request({
      t: unsent.token,
      reason: "faulty",
      description: "x",
      lines: lines(unsent.items[0]?.id as number),
    });
    expect(u.statusCode).toBe(409);
    expect(u.json().message).toBe(RETURN_REFUSALS.notDispatched);
    expect(await h.returnsOf(unsent.id)).toEqual([]);
  });

  it("never lets requests at once return more than was bought", async () => {
    const { id, token, items } = await h.deliveredOrder();
    const fields = { t: token, reason: "change_of_mind", lines: lines(items[0]?.id as number) };
    const answers = await Promise.all(Array.from({ length: 6 }, () => h.request(fields)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409)).toBe(true);
    const rows = await h.returnsOf(id);
    const units = (await Promise.all(rows.map((r) => h.linesOfReturn(r.id)))).flat();
    expect(units.reduce((sum, l) => sum + l.quantity, 0)).toBe(2);
  });
});
