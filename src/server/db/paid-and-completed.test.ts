import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, dbKinds } from "#server/test/test-db.ts";
import type { Database } from "./client.ts";
import { MIGRATIONS_FOLDER } from "./migrate.ts";
import { orderStatusHistory, orders } from "./schema/index.ts";

/** Migration 0018 (decision 0033), run again on a migrated template database seeded with old rows. */
const MIGRATION = readFileSync(join(MIGRATIONS_FOLDER, "0018_paid_and_completed.sql"), "utf8");

type Step = [from: string | null, to: string, by?: string, note?: string];

describe.each(dbKinds())("migration 0018: paid and completed on %s", (kind) => {
  let database: Database;
  const updatedAt = new Date("2026-01-02T03:04:05Z");

  async function seed(status: string, steps: Step[]): Promise<number> {
    const [row] = await database.db
      .insert(orders)
      .values({
        orderType: "primary",
        status,
        subtotalPence: 5500,
        totalPence: 5500,
        paymentProvider: "sandbox",
        paymentIdempotencyKey: randomUUID(),
        updatedAt,
      })
      .returning({ id: orders.id });
    const id = (row as { id: number }).id;
    for (const [from, to, by = "storefront", note = null] of steps) {
      await database.db
        .insert(orderStatusHistory)
        .values({ orderId: id, fromStatus: from, toStatus: to, changedBy: by, note });
    }
    return id;
  }

  const statusOf = async (id: number) =>
    (await database.db.select().from(orders).where(eq(orders.id, id)))[0];
  const historyOf = async (id: number) =>
    (
      await database.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, id))
        .orderBy(asc(orderStatusHistory.id))
    ).map((h) => [h.fromStatus, h.toStatus, h.changedBy]);
  const migrateAgain = () => database.db.execute(sql.raw(MIGRATION));

  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ids.storefront = await seed("completed", [
      [null, "pending"],
      ["pending", "completed"],
      ["completed", "completed", "system", "discount code was at its limit"],
    ]);
    ids.lapsed = await seed("completed", [
      [null, "pending"],
      ["pending", "lapsed", "system"],
      ["lapsed", "completed", "system"],
    ]);
    ids.failed = await seed("completed", [
      [null, "pending"],
      ["pending", "failed"],
      ["failed", "completed", "webhook"],
    ]);
    ids.review = await seed("completed", [
      [null, "pending"],
      ["pending", "review"],
      ["review", "completed", "storefront"],
    ]);
    ids.admin = await seed("completed", [
      [null, "pending"],
      ["pending", "paid", "admin:admin"],
      ["paid", "completed", "admin:admin"],
    ]);
    ids.backAgain = await seed("completed", [
      [null, "pending"],
      ["pending", "completed"],
      ["completed", "shipped", "admin:admin"],
      ["shipped", "completed", "admin:admin"],
    ]);
    ids.shipped = await seed("shipped", [
      [null, "pending"],
      ["pending", "completed"],
      ["completed", "shipped", "admin:admin"],
    ]);
    ids.noHistory = await seed("completed", []);
    await migrateAgain();
  });

  afterAll(async () => {
    await database?.close();
  });

  it("an order the storefront completed straight from pending is paid, with its history and notes", async () => {
    expect(await statusOf(ids.storefront as number)).toMatchObject({ status: "paid", updatedAt });
    expect(await historyOf(ids.storefront as number)).toEqual([
      [null, "pending", "storefront"],
      ["pending", "paid", "storefront"],
      ["paid", "paid", "system"],
    ]);
  });

  it.each(["lapsed", "failed", "review"])("an order completed straight from %s is paid", async (from) => {
    const id = ids[from] as number;
    expect((await statusOf(id))?.status).toBe("paid");
    expect((await historyOf(id)).at(-1)?.slice(0, 2)).toEqual([from, "paid"]);
  });

  it("an order the admin moved to completed from a paid status stays completed, its history untouched", async () => {
    expect((await statusOf(ids.admin as number))?.status).toBe("completed");
    expect(await historyOf(ids.admin as number)).toEqual([
      [null, "pending", "storefront"],
      ["pending", "paid", "admin:admin"],
      ["paid", "completed", "admin:admin"],
    ]);
    expect((await statusOf(ids.backAgain as number))?.status).toBe("completed");
    expect((await historyOf(ids.backAgain as number)).map((h) => h[1])).toEqual([
      "pending",
      "completed",
      "shipped",
      "completed",
    ]);
  });

  it("leaves orders that are not completed, and completed ones without history, as they are", async () => {
    expect((await statusOf(ids.shipped as number))?.status).toBe("shipped");
    expect((await historyOf(ids.shipped as number)).map((h) => h[1])).toEqual([
      "pending",
      "completed",
      "shipped",
    ]);
    expect((await statusOf(ids.noHistory as number))?.status).toBe("completed");
  });

  it("changes nothing when it runs again", async () => {
    const all = Object.values(ids);
    const rows = () => database.db.select().from(orders).where(inArray(orders.id, all)).orderBy(orders.id);
    const trail = () =>
      database.db
        .select()
        .from(orderStatusHistory)
        .where(inArray(orderStatusHistory.orderId, all))
        .orderBy(orderStatusHistory.id);
    const [before, history] = [await rows(), await trail()];
    await migrateAgain();
    expect(await rows()).toEqual(before);
    expect(await trail()).toEqual(history);
  });
});
