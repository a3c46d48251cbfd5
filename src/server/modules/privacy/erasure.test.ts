import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  chatMessages,
  orderItems,
  orderRefunds,
  orders,
  prescriptions,
  privacyRequests,
} from "#server/db/schema/index.ts";
import { rowsOf } from "#server/lib/sql-rows.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { PNG_1PX } from "#server/modules/prescriptions/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { PRIVACY_KINDS, PrivacyExport, PrivacySearchResult } from "#shared/schemas/privacy.ts";
import { subjectHash } from "./service.ts";
import { CONVERSATION, EMAIL, NAME, OTHER, type SeededSubject, seedSubject, TYPED } from "./test-subject.ts";

describe.each(dbKinds())("privacy: find, export and erase one address on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let ip = 0;
  let seeded: SeededSubject;
  let paidBefore: typeof orders.$inferSelect;

  const post = (url: string, payload: unknown, headers = auth) =>
    t.app.inject({
      method: "POST",
      url,
      payload: payload as object,
      headers,
      remoteAddress: `10.7.0.${++ip}`,
    });

  beforeAll(async () => {
    t = await createTestApp(kind, { SHOP_NOTIFY_EMAIL: "owner@ndr-eyewear.co.uk" });
    auth = bearer(await adminToken(t.ctx));
    seeded = await seedSubject(t, kind);
    paidBefore = seeded.paidBefore;
  });
  afterAll(() => t.close());

  it("finds everything about the address, whatever case it was typed in", async () => {
    const res = await post("/api/admin/privacy/search", { email: `  ${TYPED.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    const found = PrivacySearchResult.parse(res.json());
    expect(found.counts).toMatchObject({
      orders: 2,
      prescriptions: 2,
      contactMessages: 1,
      chatConversations: 1,
      clubMemberships: 1,
      abandonedCarts: 1,
    });
    // The confirmation, the club code, and the owner's alerts naming the address (prescription, contact).
    expect(found.counts.emails).toBeGreaterThanOrEqual(4);
    expect(found.orders.map((o) => o.id)).toEqual([seeded.paidOrder, seeded.unpaidOrder]);
    expect(found.prescriptions.map((p) => p.id).sort()).toEqual([seeded.rxOwn.id, seeded.rxLinked.id].sort());
    expect(found.total).toBe(Object.values(found.counts).reduce((a, b) => a + b, 0));
    // The search shows no health values.
    expect(res.body).not.toContain("-2.25");
  });

  it("exports every record the search found as a JSON download, recorded with the admin", async () => {
    const found = PrivacySearchResult.parse(
      (await post("/api/admin/privacy/search", { email: EMAIL })).json(),
    );
    const res = await post("/api/admin/privacy/export", { email: TYPED });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="subject-access-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const doc = PrivacyExport.parse(res.json());
    expect(doc.counts).toEqual(found.counts);
    const ids = (rows: Record<string, unknown>[], key = "id") => rows.map((r) => r[key]);
    expect(ids(doc.orders)).toEqual(found.orders.map((o) => o.id));
    expect(ids(doc.prescriptions)).toEqual(found.prescriptions.map((p) => p.id));
    expect(ids(doc.contactMessages)).toEqual(found.contactMessages.map((m) => m.id));
    expect(ids(doc.chatConversations, "conversationId")).toEqual([CONVERSATION]);
    expect(ids(doc.clubMemberships)).toEqual(found.clubMemberships.map((m) => m.id));
    expect(ids(doc.abandonedCarts)).toEqual(found.abandonedCarts.map((c) => c.id));
    expect(ids(doc.emails)).toEqual(found.emails.map((e) => e.id));
    for (const k of PRIVACY_KINDS) expect(doc[k]).toHaveLength(found.counts[k]);

    const paid = doc.orders[0] as Record<string, unknown>;
    expect(paid).toMatchObject({ customerName: NAME, totalPence: 11_800 });
    expect(paid.items).toHaveLength(1);
    expect(paid.statusHistory).toHaveLength(1);
    expect(paid.refunds).toHaveLength(1);
    expect(paid).not.toHaveProperty("checkoutTokenHash");
    const own = doc.prescriptions.find((p) => p.id === seeded.rxOwn.id) as Record<string, unknown>;
    expect(own).toMatchObject({ full_name: NAME, od_distance_sphere: "-2.25", pupillary_distance: "63" });
    expect(own.file).toEqual({ type: "image/png", size: PNG_1PX.length, base64: PNG_1PX.toString("base64") });
    expect((doc.chatConversations[0] as { messages: unknown[] }).messages).toHaveLength(2);
    // Nobody else's records.
    expect(res.body).not.toContain(OTHER);

    const [request] = await t.ctx.db.select().from(privacyRequests).where(eq(privacyRequests.kind, "export"));
    expect(request).toMatchObject({ admin: "admin", subjectHash: subjectHash(EMAIL), summary: found.counts });
    // Showing the prescriptions' values and files is logged like any other admin view.
    const log = await t.ctx.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [String(seeded.rxOwn.id), String(seeded.rxLinked.id)]));
    expect(log.map((l) => `${l.entityId}:${l.action}:${l.actorName}`).sort()).toEqual(
      [
        `${seeded.rxOwn.id}:prescription.view:admin`,
        `${seeded.rxOwn.id}:prescription.file:admin`,
        `${seeded.rxLinked.id}:prescription.view:admin`,
      ].sort(),
    );
  });

  /** Every row of every table that holds the text, as "table: row". */
  async function rowsHolding(text: string): Promise<string[]> {
    const tables = rowsOf<{ name: string }>(
      await t.ctx.db.execute(sql`
        SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`),
    );
    expect(tables.length).toBeGreaterThan(20);
    const hits: string[] = [];
    for (const { name } of tables) {
      const rows = rowsOf<{ row: string }>(
        await t.ctx.db.execute(
          sql`SELECT x::text AS row FROM ${sql.identifier(name)} x WHERE strpos(lower(x::text), ${text}) > 0`,
        ),
      );
      hits.push(...rows.map((r) => `${name}: ${r.row}`));
    }
    return hits;
  }

  it("erases the address: no table holds it, paid orders keep their accounting fields", async () => {
    expect(await rowsHolding(EMAIL)).not.toEqual([]);
    const storedOther = await t.ctx.storage.exists(seeded.rxOther.fileKey ?? "");
    expect(storedOther).toBe(true);

    const res = await post("/api/admin/privacy/erase", { email: TYPED });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ request: { kind: "erase", admin: "admin" }, counts: { orders: 2 } });

    // Not the address, not the name, not the address base64url-encoded (the unsubscribe links carry it).
    expect(await rowsHolding(EMAIL)).toEqual([]);
    expect(await rowsHolding("zebedee")).toEqual([]);
    expect(await rowsHolding(Buffer.from(EMAIL).toString("base64url").toLowerCase())).toEqual([]);

    const [paid] = await t.ctx.db.select().from(orders).where(eq(orders.id, seeded.paidOrder));
    expect(paid).toMatchObject({
      orderNumber: paidBefore.orderNumber,
      status: paidBefore.status,
      createdAt: paidBefore.createdAt,
      paidAt: paidBefore.paidAt,
      subtotalPence: 12_000,
      discountPence: 1_200,
      shippingPence: 1_000,
      totalPence: 11_800,
      refundedPence: 500,
      customerCountry: "NO",
      customerName: "Erased",
      customerEmail: `erased-${seeded.paidOrder}@invalid`,
      customerAddress: "",
      customerPostcode: "",
      trackingNumber: null,
    });
    const items = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, seeded.paidOrder));
    expect(items.map((i) => i.itemTotalPence)).toEqual([12_000]);
    const [refund] = await t.ctx.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, seeded.paidOrder));
    expect(refund).toMatchObject({ amountPence: 500, reason: "Goodwill, asked by erased" });
    // The never-paid order is gone, the prescriptions and their file too.
    expect(await t.ctx.db.select().from(orders).where(eq(orders.id, seeded.unpaidOrder))).toEqual([]);
    expect(
      await t.ctx.db
        .select()
        .from(prescriptions)
        .where(inArray(prescriptions.id, [seeded.rxOwn.id, seeded.rxLinked.id])),
    ).toEqual([]);
    expect(await t.ctx.storage.exists(seeded.rxOwn.fileKey ?? "")).toBe(false);

    // Everybody else's data is as it was.
    const bystander = (await post("/api/admin/privacy/search", { email: OTHER })).json();
    expect(bystander.counts).toMatchObject({
      orders: 1,
      prescriptions: 1,
      contactMessages: 1,
      clubMemberships: 1,
      abandonedCarts: 1,
    });
    expect(await t.ctx.storage.exists(seeded.rxOther.fileKey ?? "")).toBe(true);
    const otherChat = await t.ctx.db.select().from(chatMessages).where(eq(chatMessages.sender, "Bo"));
    expect(otherChat).toHaveLength(1);

    // The erasure is on record without the address; the history lists both requests.
    const history = await t.app.inject({ method: "GET", url: "/api/admin/privacy/requests", headers: auth });
    expect(history.statusCode).toBe(200);
    expect(history.json().map((r: { kind: string }) => r.kind)).toEqual(["erase", "export"]);
    expect(history.json()[0]).toMatchObject({ admin: "admin", subjectHash: subjectHash(EMAIL) });
  });

  it("answers 'Nothing found for this address' to an export or erasure of an address with nothing", async () => {
    const empty = (await post("/api/admin/privacy/search", { email: EMAIL })).json();
    expect(empty.total).toBe(0);
    for (const action of ["export", "erase"]) {
      const res = await post(`/api/admin/privacy/${action}`, { email: EMAIL });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: "Nothing found for this address" });
    }
    const requests = await t.ctx.db.select().from(privacyRequests);
    expect(requests).toHaveLength(2);
  });
});
