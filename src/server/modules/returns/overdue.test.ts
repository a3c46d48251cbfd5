import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, returns } from "#server/db/schema/index.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { ReturnsOverdue } from "#shared/schemas/returns-admin.ts";
import { alertOverdueReturns, overdueReturns } from "./overdue.ts";
import { useReturnsApp } from "./test-returns.ts";

const DAY = 86_400_000;

describe.each(dbKinds())("overdue return refunds on %s", (kind) => {
  const h = useReturnsApp(kind);

  it("counts a return received 14 days ago and not refunded as overdue, and alerts the owner once", async () => {
    const order = await h.deliveredOrder();
    const res = await h.request({
      t: order.token,
      reason: "change_of_mind",
      lines: JSON.stringify([{ itemId: order.items[0]?.id, quantity: 1 }]),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await h.returnsOf(order.id);
    const id = row?.id as number;
    await h.act(id, "approve");
    const lines = await h.linesOfReturn(id);
    await h.act(id, "receive", { lines: lines.map((l) => ({ lineId: l.id, condition: "damaged" })) });
    const ctx = h.app().ctx;
    const [received] = await ctx.db.select().from(returns).where(eq(returns.id, id));
    const receivedAt = received?.receivedAt as Date;
    const alerts = async () =>
      (await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "notify_return_overdue"))).filter(
        (e) => e.subject.includes(row?.returnNumber as string),
      );

    const base = await overdueReturns(ctx, new Date(receivedAt.getTime() + 14 * DAY - 60_000));
    await alertOverdueReturns(ctx, new Date(receivedAt.getTime() + 14 * DAY - 60_000));
    expect(await alerts()).toHaveLength(0);

    const late = new Date(receivedAt.getTime() + 14 * DAY + 60_000);
    expect(await overdueReturns(ctx, late)).toBe(base + 1);
    await Promise.all([alertOverdueReturns(ctx, late), alertOverdueReturns(ctx, late)]);
    await alertOverdueReturns(ctx, new Date(late.getTime() + 3 * DAY));
    const sent = await alerts();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain("14 days");

    const now = await h.admin("GET", "/api/admin/returns/overdue");
    expect(now.statusCode).toBe(200);
    expect(ReturnsOverdue.parse(now.json()).overdue).toBeGreaterThanOrEqual(0);

    expect((await h.act(id, "refund", {})).statusCode).toBe(200);
    expect(await overdueReturns(ctx, late)).toBe(base);
  });
});
