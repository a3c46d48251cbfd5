import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  abandonedCarts,
  chatMessages,
  contactMessages,
  orderStatusHistory,
  orders,
  prescriptions,
} from "#server/db/schema/index.ts";
import { insertTestOrder } from "#server/modules/admin-orders/testing.ts";
import { placePrescription, sendPrescription } from "#server/modules/privacy/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { applyRetention, type RetentionResult } from "./retention.ts";

const DAY = 86_400_000;
/** The fake clock: every row's age is set against it, and the job is run "at" it. */
const NOW = new Date("2031-03-01T12:00:00Z");
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe.each(dbKinds())("retention job on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

  /** Rows either side of every period (defaults: prescriptions 730 days, checkouts 30, chat 365, contact 730). */
  async function seed() {
    const db = t.ctx.db;
    const rx = async (days: number, orderId: number | null = null, file = false) => {
      const p = await sendPrescription(t.app, db, {}, file);
      await placePrescription(db, p.id, ago(days), orderId);
      return p;
    };
    // Paid 800 days ago, nothing since: its prescription has had its two years.
    const oldOrder = await insertTestOrder(db, {
      paidAt: ago(800),
      createdAt: ago(800),
      updatedAt: ago(800),
    });
    // Paid 800 days ago but refunded 100 days ago: the order's last activity keeps it.
    const activeOrder = await insertTestOrder(db, { paidAt: ago(800), createdAt: ago(800) });
    await db
      .insert(orderStatusHistory)
      .values({ orderId: activeOrder, toStatus: "refunded", changedBy: "admin", createdAt: ago(100) });
    // Paid 100 days ago; its prescription was sent long before (the "before ordering" case).
    const recentOrder = await insertTestOrder(db, { paidAt: ago(100), createdAt: ago(100) });
    // Never paid, created long ago and updated recently so it is not purged itself.
    const unpaidOrder = await insertTestOrder(db, {
      status: "pending",
      createdAt: ago(800),
      updatedAt: ago(1),
    });

    const doomedRx = [await rx(731, null, true), await rx(800, oldOrder, true), await rx(731, unpaidOrder)];
    const keptRx = [await rx(729, null, true), await rx(800, activeOrder, true), await rx(800, recentOrder)];

    const doomedOrders = [
      await insertTestOrder(db, { status: "pending", updatedAt: ago(31) }),
      await insertTestOrder(db, { status: "lapsed", updatedAt: ago(45) }),
    ];
    const keptOrders = [
      await insertTestOrder(db, { status: "pending", updatedAt: ago(29) }),
      await insertTestOrder(db, { status: "completed", paidAt: ago(900), updatedAt: ago(900) }),
    ];

    const carts = await db
      .insert(abandonedCarts)
      .values([
        { email: `old-${kind}@example.com`, cartData: [], updatedAt: ago(31) },
        { email: `young-${kind}@example.com`, cartData: [], updatedAt: ago(29) },
      ])
      .returning({ id: abandonedCarts.id });

    // Conversation 1 ended 366 days ago; conversation 2 began 400 days ago and went on 10 days ago.
    const chat = await db
      .insert(chatMessages)
      .values([
        { conversationId: uuid(1), type: "other", sender: "Ada", message: "hello", createdAt: ago(400) },
        { conversationId: uuid(1), type: "admin", sender: "Admin", message: "hi", createdAt: ago(366) },
        { conversationId: uuid(2), type: "other", sender: "Bo", message: "hello", createdAt: ago(400) },
        { conversationId: uuid(2), type: "other", sender: "Bo", message: "again", createdAt: ago(10) },
      ])
      .returning({ id: chatMessages.id });

    const contact = await db
      .insert(contactMessages)
      .values(
        [731, 729].map((days) => ({
          name: "Ada",
          email: "ada@example.com",
          subject: "Hi",
          message: "Hello",
          createdAt: ago(days),
        })),
      )
      .returning({ id: contactMessages.id });

    return { doomedRx, keptRx, doomedOrders, keptOrders, carts, chat, contact };
  }

  it("deletes each kind after its period, with the prescriptions' files; two runners at once delete each once", async () => {
    const s = await seed();
    const storage = t.ctx.storage;
    const realDelete = storage.delete.bind(storage);
    const deleted: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered = () => {};
    const inDelete = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const spy = vi.spyOn(storage, "delete").mockImplementation(async (key) => {
      deleted.push(key);
      entered();
      await gate;
      return realDelete(key);
    });
    try {
      const first = applyRetention(t.ctx, NOW);
      await inDelete; // the first runner holds the lock and is deleting files
      const second = applyRetention(t.ctx, NOW);
      // PostgreSQL: the second instance cannot take the lock and skips the run at once. PGlite has one
      // connection, so the second run waits for the first to commit and then finds nothing left.
      if (kind === "postgres") expect(await second).toBeNull();
      release();
      const results = [await first, await second].filter((r): r is RetentionResult => r !== null);
      const total = (k: keyof RetentionResult) => results.reduce((sum, r) => sum + r[k], 0);
      expect(total("prescriptions")).toBe(3);
      expect(total("files")).toBe(2);
      expect(total("unplacedOrders")).toBe(2);
      expect(total("abandonedCarts")).toBe(1);
      expect(total("chatMessages")).toBe(2);
      expect(total("contactMessages")).toBe(1);
    } finally {
      spy.mockRestore();
    }

    // Each file of a deleted prescription was deleted once, and is gone from storage.
    const doomedFiles = s.doomedRx.flatMap((p) => (p.fileKey ? [p.fileKey] : []));
    expect(sorted(deleted.map((k) => doomedFiles.indexOf(k)))).toEqual([0, 1]);
    for (const key of doomedFiles) expect(await storage.exists(key)).toBe(false);
    for (const p of s.keptRx) if (p.fileKey) expect(await storage.exists(p.fileKey)).toBe(true);

    const db = t.ctx.db;
    const allRx = [...s.doomedRx, ...s.keptRx].map((p) => p.id);
    expect(
      idsOf(
        await db.select({ id: prescriptions.id }).from(prescriptions).where(inArray(prescriptions.id, allRx)),
      ),
    ).toEqual(sorted(s.keptRx.map((p) => p.id)));
    const allOrders = [...s.doomedOrders, ...s.keptOrders];
    expect(
      idsOf(await db.select({ id: orders.id }).from(orders).where(inArray(orders.id, allOrders))),
    ).toEqual(sorted(s.keptOrders));
    expect(
      idsOf(
        await db
          .select({ id: abandonedCarts.id })
          .from(abandonedCarts)
          .where(inArray(abandonedCarts.id, idsOf(s.carts))),
      ),
    ).toEqual([s.carts[1]?.id]);
    const chatLeft = await db
      .select({ conversationId: chatMessages.conversationId })
      .from(chatMessages)
      .where(inArray(chatMessages.id, idsOf(s.chat)));
    expect(chatLeft.map((m) => m.conversationId)).toEqual([uuid(2), uuid(2)]);
    expect(
      idsOf(
        await db
          .select({ id: contactMessages.id })
          .from(contactMessages)
          .where(inArray(contactMessages.id, idsOf(s.contact))),
      ),
    ).toEqual([s.contact[1]?.id]);

    // A later run at the same time finds nothing more.
    expect(await applyRetention(t.ctx, NOW)).toEqual({
      prescriptions: 0,
      files: 0,
      unplacedOrders: 0,
      abandonedCarts: 0,
      chatMessages: 0,
      contactMessages: 0,
    });
  });

  it("follows the configured periods", async () => {
    const [young] = await t.ctx.db
      .insert(contactMessages)
      .values({ name: "Bo", email: "bo@example.com", subject: "Hi", message: "Hello", createdAt: ago(11) })
      .returning({ id: contactMessages.id });
    const atDefaults = await applyRetention(t.ctx, NOW);
    expect(atDefaults?.contactMessages).toBe(0);
    const shorter = { ...t.ctx, config: { ...t.ctx.config, RETENTION_CONTACT_DAYS: 10 } };
    // This one, and the 729-day-old one the first test kept.
    expect((await applyRetention(shorter, NOW))?.contactMessages).toBe(2);
    expect(
      await t.ctx.db
        .select()
        .from(contactMessages)
        .where(inArray(contactMessages.id, [young?.id ?? 0])),
    ).toEqual([]);
  });

  it("keeps every row when a file cannot be deleted, and finishes on the next run", async () => {
    const p = await sendPrescription(t.app, t.ctx.db, {}, true);
    await placePrescription(t.ctx.db, p.id, ago(1000));
    const spy = vi.spyOn(t.ctx.storage, "delete").mockRejectedValueOnce(new Error("storage away"));
    await expect(applyRetention(t.ctx, NOW)).rejects.toThrow("storage away");
    spy.mockRestore();
    expect(
      await t.ctx.db
        .select()
        .from(prescriptions)
        .where(inArray(prescriptions.id, [p.id])),
    ).toHaveLength(1);
    expect((await applyRetention(t.ctx, NOW))?.prescriptions).toBe(1);
    expect(await t.ctx.storage.exists(p.fileKey ?? "")).toBe(false);
  });
});
