import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "#server/db/schema/index.ts";
import { sendQueuedEmails } from "#server/jobs/send-emails.ts";
import { checkout, completeOrder, confirm } from "#server/modules/checkout/testing.ts";
import { payOrder } from "#server/modules/orders/testing.ts";
import type { MailTransport } from "#server/providers/mail/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { claimDue } from "./repo.ts";
import { EmailService, MAX_ATTEMPTS, retryDelayMs } from "./service.ts";

const LEASE_MS = 60_000;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** A transport that records what it delivers and fails while `failing` is set. */
function recordingTransport() {
  const delivered: number[] = [];
  const transport = {
    failing: false as boolean,
    delivered,
    name: "outbox" as const,
    async deliver(message: { id: number }) {
      if (transport.failing) throw new Error("421 Service not available, try again later");
      delivered.push(message.id);
    },
  } satisfies MailTransport & { failing: boolean; delivered: number[] };
  return transport;
}

describe.each(dbKinds())("the email queue on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  // Each test leaves nothing due, so the next one's workers see only their own mail.
  afterEach(async () => {
    await t.ctx.db.update(emailOutbox).set({ status: "failed" }).where(eq(emailOutbox.status, "queued"));
  });

  const row = async (id: number) =>
    (await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
  const queue = (transport: MailTransport) =>
    new EmailService(t.ctx.db, transport, "Shop <shop@example.com>", { leaseMs: LEASE_MS });
  const message = (n: number | string) => ({
    to: `q${n}@example.com`,
    subject: `Hello ${n}`,
    text: `Body ${n}`,
  });

  it("send only queues; the worker delivers each email once and records it", async () => {
    const id = (await t.ctx.email.send("contact_reply", message("a"))) as number;
    const file = join(t.dataDir, "outbox", `${String(id).padStart(10, "0")}.eml`);
    expect(await row(id)).toMatchObject({ status: "queued", attempts: 0, sentAt: null });
    expect(existsSync(file)).toBe(false);

    expect(await sendQueuedEmails(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, error: null });
    expect((await row(id))?.sentAt).toBeInstanceOf(Date);
    expect(readFileSync(file, "utf8")).toContain("Subject: Hello a");
    expect(await sendQueuedEmails(t.ctx)).toBe(0);
  });

  it("a failed delivery is retried after a doubling delay, then given up", async () => {
    const transport = recordingTransport();
    const mail = queue(transport);
    const id = (await mail.send("contact_reply", message("retry"))) as number;
    transport.failing = true;
    let now = new Date(Date.now() + 1000);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await mail.deliverDue({ now })).toBe(1);
      const after = await row(id);
      expect(after).toMatchObject({ attempts: attempt, error: "421 Service not available, try again later" });
      if (attempt === MAX_ATTEMPTS) break;
      expect(after?.status).toBe("queued");
      expect(after?.nextAttemptAt.getTime()).toBe(later(now, retryDelayMs(attempt)).getTime());
      // Not before its time.
      expect(await mail.deliverDue({ now: later(now, retryDelayMs(attempt) - 1000) })).toBe(0);
      now = later(now, retryDelayMs(attempt));
    }
    expect((await row(id))?.status).toBe("failed");
    expect(await mail.deliverDue({ now: later(now, 86_400_000) })).toBe(0);
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it("comes back to a working transport: the retried email goes out once", async () => {
    const transport = recordingTransport();
    const mail = queue(transport);
    const id = (await mail.send("contact_reply", message("back"))) as number;
    transport.failing = true;
    const now = new Date(Date.now() + 1000);
    await mail.deliverDue({ now });
    transport.failing = false;
    await mail.deliverDue({ now: later(now, retryDelayMs(1)) });
    expect(transport.delivered).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, error: null });
  });

  it("a sender that dies mid-send: the next worker after the lease sends the email, exactly once", async () => {
    const transport = recordingTransport();
    const mail = queue(transport);
    const id = (await mail.send("contact_reply", message("crash"))) as number;
    const now = new Date(Date.now() + 1000);
    // The dying worker claims the email and never comes back.
    expect((await claimDue(t.ctx.db, now, 10, LEASE_MS)).map((e) => e.id)).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: "sending", attempts: 1 });
    // Its lease holds the email against other workers...
    expect(await mail.deliverDue({ now: later(now, LEASE_MS - 1000) })).toBe(0);
    // ...until it runs out.
    const runs = await Promise.all([
      mail.deliverDue({ now: later(now, LEASE_MS + 1000) }),
      mail.deliverDue({ now: later(now, LEASE_MS + 1000) }),
    ]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(transport.delivered).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(await mail.deliverDue({ now: later(now, 10 * LEASE_MS) })).toBe(0);
    expect(transport.delivered).toEqual([id]);
  });

  it("four workers at once send each of 40 emails exactly once", async () => {
    const transport = recordingTransport();
    const mail = queue(transport);
    const ids = await Promise.all(
      Array.from(
        { length: 40 },
        async (_, i) => (await mail.send("contact_reply", message(`w${i}`))) as number,
      ),
    );
    const worker = { ...t.ctx, email: mail };
    const claimed = await Promise.all(Array.from({ length: 4 }, () => sendQueuedEmails(worker)));
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(40);
    expect([...transport.delivered].sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
  });

  it("a dedupe key queues one email per event", async () => {
    const first = await t.ctx.email.send("order_refunded", message("key"), { dedupeKey: "refund:test-1" });
    const second = await t.ctx.email.send("order_refunded", message("key"), { dedupeKey: "refund:test-1" });
    expect(first).toBeTypeOf("number");
    expect(second).toBeNull();
    await sendQueuedEmails(t.ctx);
  });

  it("an email queued in its event's transaction exists only if the transaction commits", async () => {
    const committed = await t.ctx.db.transaction((tx) =>
      t.ctx.email.send("contact_reply", message("tx-ok"), { db: tx }),
    );
    await t.ctx.db
      .transaction(async (tx) => {
        await t.ctx.email.send("contact_reply", message("tx-undone"), { db: tx });
        throw new Error("the event failed");
      })
      .catch(() => {});
    const mails = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.subject, "Hello tx-undone"));
    expect(mails).toEqual([]);
    expect((await row(committed as number))?.status).toBe("queued");
    await sendQueuedEmails(t.ctx);
  });

  it("the confirmation is queued in the statement that marks the order paid; if its request dies before rendering it, the worker renders and sends it", async () => {
    const c = await checkout(t.app);
    expect((await confirm(t.app, c)).json().paymentIntent.status).toBe("succeeded");
    // What the completion does first, and all a process that dies right after it leaves behind.
    const intent = await t.ctx.payments.retrieveIntent(c.paymentIntentId);
    const received = { amountPence: intent?.amountPence ?? 0, currency: intent?.currency ?? "" };
    const done = await payOrder(t.ctx.db, {
      paymentIntentId: c.paymentIntentId,
      by: "storefront",
      note: null,
      transport: "outbox",
      received,
    });
    const id = done?.confirmationEmailId as number;
    expect(id).toBeTypeOf("number");
    expect(await row(id)).toMatchObject({
      kind: "order_confirmation",
      orderId: c.orderId,
      status: "queued",
      text: "",
      dedupeKey: `confirmation:${c.orderId}`,
    });
    // The request that would have rendered it has a grace period; then any worker does it.
    expect(await sendQueuedEmails(t.ctx)).toBe(0);
    expect(await sendQueuedEmails(t.ctx, later(new Date(), 31_000))).toBe(1);
    const sent = await row(id);
    expect(sent).toMatchObject({ status: "sent", to: "ada@example.com" });
    expect(sent?.text).toContain(done?.order.orderNumber as string);
    expect(sent?.subject).toContain(done?.order.orderNumber as string);

    // The shopper's completion call comes late: the order is complete already and no second email is queued.
    expect((await completeOrder(t.app, c)).statusCode).toBe(200);
    const confirmations = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "order_confirmation"), eq(emailOutbox.orderId, c.orderId)));
    expect(confirmations).toHaveLength(1);
  });

  it("a normal completion renders its confirmation before answering and the worker sends it", async () => {
    const c = await checkout(t.app);
    await confirm(t.app, c);
    expect((await completeOrder(t.app, c)).statusCode).toBe(200);
    const [mail] = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "order_confirmation"), eq(emailOutbox.orderId, c.orderId)));
    expect(mail?.status).toBe("queued");
    expect(mail?.text).toContain("Order");
    expect(mail?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await sendQueuedEmails(t.ctx)).toBe(1);
    expect(await row(mail?.id as number)).toMatchObject({ status: "sent", attempts: 1 });
  });
});
