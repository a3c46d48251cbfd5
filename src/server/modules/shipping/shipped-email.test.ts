import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { sendShippedEmail } from "#server/modules/orders/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";

const BASE = "/api/shipping/royal-mail";

describe.each(dbKinds())("shipped and delivered emails on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer(await adminToken(t.ctx));
  });
  afterAll(() => t.close());

  async function paidOrder(): Promise<{ id: number; to: string }> {
    const to = `ship-${randomUUID()}@example.com`;
    const [row] = await t.ctx.db
      .insert(s.orders)
      .values({
        orderType: "primary",
        status: "completed",
        orderNumber: `NDR-T-${randomUUID().slice(0, 8)}`,
        customerName: "Jo <b>Runner</b>",
        customerEmail: to,
        customerAddress: "12 High Street",
        customerCity: "Leeds",
        customerPostcode: "LS1 4AB",
        subtotalPence: 5500,
        totalPence: 5500,
        paymentProvider: "sandbox",
        paymentIdempotencyKey: randomUUID(),
      })
      .returning({ id: s.orders.id });
    return { id: (row as { id: number }).id, to };
  }
  const mails = (to: string, kind: string) =>
    t.ctx.db
      .select()
      .from(s.emailOutbox)
      .where(and(eq(s.emailOutbox.to, to), eq(s.emailOutbox.kind, kind)));
  const post = (path: string, orderId: number) =>
    t.app.inject({ method: "POST", url: `${BASE}/${path}`, payload: { orderId }, headers: auth });

  it("creating a label sends the shipped email once, however often the label or tracking is asked for", async () => {
    const { id, to } = await paidOrder();
    const created = await post("create", id);
    expect(created.statusCode).toBe(200);
    const { trackingNumber } = created.json();
    expect((await post("create", id)).statusCode).toBe(409);
    expect((await post("update-tracking", id)).statusCode).toBe(200);
    expect(await sendShippedEmail(t.ctx, id, trackingNumber)).toBeNull();

    const [mail, ...more] = await mails(to, "tracking_number");
    expect(more).toHaveLength(0);
    expect(mail?.dedupeKey).toBe(`shipped:${id}:${trackingNumber}`);
    expect(mail?.text).toContain(`Tracking number: ${trackingNumber}`);
    expect(mail?.text).toContain(
      `https://www.royalmail.com/track-your-item#/tracking-results/${trackingNumber}`,
    );
    expect(mail?.html).toContain("Jo &lt;b&gt;Runner&lt;/b&gt;");
    expect(mail?.html).toContain("VAT number");

    const outbox = await t.app.inject({ method: "GET", url: "/api/admin/emails", headers: auth });
    const listed = outbox.json().find((m: { to: string }) => m.to === to);
    expect(listed.html).toContain("<!DOCTYPE html");
    expect(listed.html).toContain(trackingNumber);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/emails" })).statusCode).toBe(401);

    // The admin's resend is a second email on purpose.
    expect((await post("send-tracking-email", id)).statusCode).toBe(200);
    expect(await mails(to, "tracking_number")).toHaveLength(2);
  });

  it("a new shipment after a reset is a new event with its own email", async () => {
    const { id, to } = await paidOrder();
    const first = (await post("create", id)).json().trackingNumber;
    expect((await post("reset", id)).statusCode).toBe(200);
    const second = (await post("create", id)).json().trackingNumber;
    expect(second).not.toBe(first);
    const sent = await mails(to, "tracking_number");
    expect(sent.map((m) => m.dedupeKey).sort()).toEqual(
      [`shipped:${id}:${first}`, `shipped:${id}:${second}`].sort(),
    );
  });

  it("marking an order delivered sends the delivered email once, even marked delivered again", async () => {
    const { id, to } = await paidOrder();
    const status = (to_: string) =>
      t.app.inject({
        method: "PATCH",
        url: "/api/orders/update-status-by-id",
        headers: auth,
        payload: { orderId: id, status: to_ },
      });
    expect((await status("shipped")).statusCode).toBe(200);
    expect((await status("delivered")).statusCode).toBe(200);
    expect((await status("shipped")).statusCode).toBe(200);
    expect((await status("delivered")).statusCode).toBe(200);
    const [mail, ...more] = await mails(to, "order_delivered");
    expect(more).toHaveLength(0);
    expect(mail?.subject).toMatch(/has been delivered/);
    expect(mail?.html).toContain("/order?t=v1.");
  });
});
