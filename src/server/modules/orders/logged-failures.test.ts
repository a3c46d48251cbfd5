import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { insertTestOrder } from "#server/modules/admin-orders/testing.ts";
import type { EmailService } from "#server/modules/emails/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { type LifecycleCtx, transition } from "./lifecycle.ts";

/** A failure that must not undo what it follows is logged on the context's logger, never dropped. */
describe("failures after the fact", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("a delivered email that cannot be queued leaves the order delivered and logs the error", async () => {
    const error = vi.fn();
    const failing = Object.assign(Object.create(t.ctx.email) as EmailService, {
      send: async () => {
        throw new Error("the outbox is full");
      },
    });
    const ctx: LifecycleCtx = {
      ...t.ctx,
      email: failing,
      log: { ...t.ctx.log, error } as LifecycleCtx["log"],
    };
    const orderId = await insertTestOrder(t.ctx.db, { status: "shipped" });

    const { order } = await transition(ctx, orderId, "delivered", { actor: "admin:owner" });
    expect(order.status).toBe("delivered");
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ orderId, err: expect.objectContaining({ message: "the outbox is full" }) }),
      "the delivered email could not be queued",
    );
  });
});
