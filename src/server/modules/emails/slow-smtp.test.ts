import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "#server/db/schema/index.ts";
import { startJobs } from "#server/jobs/index.ts";
import { sendQueuedEmails } from "#server/jobs/send-emails.ts";
import { CUSTOMER, checkout, completeOrder, confirm } from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";

const SMTP_DELAY_MS = 2000;

/** A local SMTP server that takes 2 s to accept each message. */
async function slowSmtpServer() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString("utf8");
      });
      stream.on("end", () => {
        setTimeout(() => {
          received.push(data);
          callback();
        }, SMTP_DELAY_MS);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(dbKinds())("a slow mail server on %s", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof slowSmtpServer>>;
  beforeAll(async () => {
    smtp = await slowSmtpServer();
    t = await createTestApp(kind, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("never holds up a checkout: completion answers at once and the confirmation arrives later", async () => {
    // A first checkout warms up the code paths (rendering, SMTP), so the one measured is typical.
    const warm = await checkout(t.app);
    await confirm(t.app, warm);
    await completeOrder(t.app, warm);
    // Drained as the mail worker would, until the confirmation is through.
    await expect
      .poll(
        async () => {
          await sendQueuedEmails(t.ctx);
          return smtp.received.length;
        },
        { timeout: 30_000, interval: 100 },
      )
      .toBe(1);
    const jobs = startJobs(t.ctx, t.app.log);
    try {
      const c = await checkout(t.app);
      await confirm(t.app, c);
      const started = performance.now();
      const done = await completeOrder(t.app, c);
      const took = performance.now() - started;
      expect(done.statusCode).toBe(200);
      // Sending inline would take the SMTP server's 2 s at least.
      expect(took).toBeLessThan(1500);
      expect(smtp.received).toHaveLength(1);

      await expect.poll(() => smtp.received.length, { timeout: 30_000, interval: 100 }).toBe(2);
      const mail = smtp.received[1];
      expect(mail).toContain(`To: ${CUSTOMER.email}`);
      expect(mail).toMatch(/Subject: Order confirmation NDR-\d+/);
      await expect
        .poll(
          async () =>
            (
              await t.ctx.db
                .select({ status: emailOutbox.status, transport: emailOutbox.transport })
                .from(emailOutbox)
                .where(and(eq(emailOutbox.kind, "order_confirmation"), eq(emailOutbox.orderId, c.orderId)))
            )[0],
          { timeout: 10_000 },
        )
        .toEqual({ status: "sent", transport: "smtp" });
    } finally {
      await jobs.stop();
    }
  }, 90_000);
});
