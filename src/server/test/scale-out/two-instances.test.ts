import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectAdmin, connectShopper } from "#server/modules/chat/testing.ts";
import { PNG_1PX, prescriptionForm, VALID_FIELDS } from "#server/modules/prescriptions/testing.ts";
import { bearer, type Cluster, call, login as signIn, startCluster } from "./cluster.ts";
import type { Instance } from "./instances.ts";
import { type RoundRobinProxy, roundRobinProxy } from "./round-robin-proxy.ts";
import {
  complete,
  confirmations,
  historyTo,
  metricsOf,
  pay,
  startCheckout,
  statusOf,
  until,
} from "./steps.ts";

const DATABASE_SERVER = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;

/** A client address of this run's own, so rate-limit counters in the shared Redis start from zero. */
const randomAddress = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0] ?? 1).join(".")}`;

// CI sets both; wherever they are set this suite runs (never skipped there).
describe.runIf(DATABASE_SERVER && REDIS_URL)(
  "two instances behind one address (PostgreSQL and Redis)",
  () => {
    let cluster: Cluster;
    let db: Cluster["db"];
    let a: Instance;
    let b: Instance;
    let proxy: RoundRobinProxy;
    let WEBHOOK_SECRET: string;
    let METRICS_TOKEN: string;
    let JOBS_INTERVAL_MS: number;

    beforeAll(async () => {
      cluster = await startCluster(DATABASE_SERVER as string, REDIS_URL as string);
      ({ a, b, db, webhookSecret: WEBHOOK_SECRET, metricsToken: METRICS_TOKEN } = cluster);
      JOBS_INTERVAL_MS = cluster.jobsIntervalMs;
      proxy = await roundRobinProxy([a.port, b.port], randomAddress());
    }, 120_000);

    afterAll(async () => {
      await proxy?.close();
      await cluster?.stop();
    });

    const login = (base: string) => signIn(cluster, base);

    it("both are ready, with Redis, on the database they migrated together", async () => {
      for (const instance of [a, b]) {
        // Up is 200 from the first answer; Redis's connection may finish a moment later.
        await until(
          "Redis ready",
          async () => (await call(instance.url, "GET", "/readyz")).body.status === "ready",
        );
        const ready = await call(instance.url, "GET", "/readyz");
        expect(ready.status).toBe(200);
        expect(ready.body).toMatchObject({ status: "ready" });
        expect(ready.body.degraded).toBeUndefined();
      }
      const migrations = await db.rows<{ n: string }>(
        "select count(*) as n from drizzle.__drizzle_migrations",
      );
      expect(Number(migrations[0]?.n)).toBeGreaterThan(5);
      const products = await db.rows<{ id: number }>("select id from products");
      expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    });

    it("the proxy alternates between the instances", async () => {
      const before = [...proxy.served];
      for (let i = 0; i < 4; i++) expect((await call(proxy.url, "GET", "/api/colors")).status).toBe(200);
      expect(proxy.served.map((n, i) => n - (before[i] ?? 0))).toEqual([2, 2]);
    });

    it("an admin token from one instance works on the other, and a sign-out on either ends it", async () => {
      const token = await login(a.url);
      for (const instance of [a, b]) {
        expect((await call(instance.url, "GET", "/api/verify-auth", undefined, bearer(token))).status).toBe(
          200,
        );
        expect((await call(instance.url, "GET", "/api/admin/emails", undefined, bearer(token))).status).toBe(
          200,
        );
      }
      expect((await call(b.url, "POST", "/api/logout", undefined, bearer(token))).status).toBeLessThan(300);
      expect((await call(a.url, "GET", "/api/verify-auth", undefined, bearer(token))).status).toBe(401);
    });

    it("a checkout started on one instance is paid and completed through the other, once", async () => {
      const c = await startCheckout(a.url);
      await pay(b.url, c);
      const done = await complete(b.url, c);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(await statusOf(db, c.orderId)).toBe("paid");
      // The shopper's retry lands on the first instance: the same order, still one email.
      expect((await complete(a.url, c)).status).toBe(200);
      await until("the confirmation email", async () => (await confirmations(db, c.email)) === 1);
      expect(await historyTo(db, c.orderId, "paid")).toBe(1);

      // And the whole checkout through the load balancer, each call on the next instance.
      const viaProxy = await startCheckout(proxy.url);
      await pay(proxy.url, viaProxy);
      expect((await complete(proxy.url, viaProxy)).status).toBe(200);
      expect(await statusOf(db, viaProxy.orderId)).toBe("paid");
    });

    it("a payment webhook delivered to both instances at once completes the order once", async () => {
      const c = await startCheckout(proxy.url);
      await pay(proxy.url, c);
      const payload = JSON.stringify({
        id: `evt_${randomBytes(8).toString("hex")}`,
        object: "event",
        type: "payment_intent.succeeded",
        data: { object: { id: c.paymentIntentId, object: "payment_intent" } },
      });
      const deliver = (base: string) =>
        fetch(`${base}/api/webhooks/stripe`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
          },
          body: payload,
        }).then(async (res) => ({ status: res.status, body: await res.json() }));
      const results = await Promise.all([
        deliver(a.url),
        deliver(b.url),
        deliver(proxy.url),
        deliver(proxy.url),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(results.filter((r) => r.body.duplicate === true)).toHaveLength(3);
      expect(await statusOf(db, c.orderId)).toBe("paid");
      await until("the confirmation email", async () => (await confirmations(db, c.email)) === 1);
      expect(await historyTo(db, c.orderId, "paid")).toBe(1);
    });

    it("a shopper's chat message on one instance reaches the admin connected to the other, and back", async () => {
      const token = await login(a.url);
      const adminOnB = await connectAdmin(`${b.url.replace("http", "ws")}/ws`, token);
      const { client: shopperOnA, conversationId } = await connectShopper(
        `${a.url.replace("http", "ws")}/ws`,
      );
      const text = `hello from A ${randomBytes(4).toString("hex")}`;
      shopperOnA.send({ type: "other", message: text, sender: "Sam" });
      expect(await adminOnB.next((m) => m.message === text)).toMatchObject({ sender: "Sam", conversationId });
      adminOnB.send({ type: "admin", message: `re: ${text}`, sender: "Admin", conversationId });
      expect(await shopperOnA.next((m) => m.message === `re: ${text}`)).toMatchObject({ type: "admin" });
      // Instance A knew an admin was online on B: the owner got no "nobody is online" alert.
      await new Promise((r) => setTimeout(r, 300));
      const alerts = await db.rows("select id from email_outbox where dedupe_key = $1", [
        `notify:chat:${conversationId}`,
      ]);
      expect(alerts).toEqual([]);

      // Through the load balancer: two sockets in a row land on different instances and still talk.
      const before = [...proxy.served];
      const adminViaProxy = await connectAdmin(`${proxy.url.replace("http", "ws")}/ws`, token);
      const shopperViaProxy = await connectShopper(`${proxy.url.replace("http", "ws")}/ws`);
      expect(proxy.served.map((n, i) => n - (before[i] ?? 0))).toEqual([1, 1]);
      const again = `via the proxy ${randomBytes(4).toString("hex")}`;
      shopperViaProxy.client.send({ type: "other", message: again, sender: "Sam" });
      expect(await adminViaProxy.next((m) => m.message === again)).toMatchObject({ sender: "Sam" });
      for (const client of [adminOnB, shopperOnA, adminViaProxy, shopperViaProxy.client]) client.close();
    });

    it("rate limits are counted once for both instances", async () => {
      proxy.clientAddress = randomAddress();
      // The contact form allows 10 per address in 10 minutes; the requests alternate between instances.
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await call(proxy.url, "POST", "/api/contact-messages", {})).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses[10]).toBe(429);
      // The eleventh, on either instance directly from the same address, is refused too.
      for (const instance of [a, b]) {
        const res = await fetch(`${instance.url}/api/contact-messages`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": proxy.clientAddress },
          body: "{}",
        });
        expect(res.status).toBe(429);
      }
      const refusals = (text: string) =>
        Number(
          /shop_rate_limit_refusals_total\{route="\/api\/contact-messages"\} (\d+)/.exec(text)?.[1] ?? 0,
        );
      const counted =
        refusals(await metricsOf(a.url, METRICS_TOKEN)) + refusals(await metricsOf(b.url, METRICS_TOKEN));
      expect(counted).toBe(3);
    });

    it("a prescription file link signed on one instance opens on the other", async () => {
      const upload = await fetch(`${proxy.url}/api/prescriptions`, {
        method: "POST",
        body: prescriptionForm(
          { ...VALID_FIELDS, uploadType: "upload" },
          { bytes: PNG_1PX, name: "rx.png", type: "image/png" },
        ),
      });
      expect(upload.status).toBe(201);
      const { id } = (await upload.json()) as { id: number };
      const token = await login(a.url);
      const link = await call(a.url, "GET", `/api/prescription-file/${id}`, undefined, bearer(token));
      expect(link.status, JSON.stringify(link.body)).toBe(200);
      const file = await fetch(`${b.url}${link.body.url}`, { headers: bearer(token) });
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(PNG_1PX)).toBe(true);
    });

    it("the scheduled jobs run on both instances and each effect happens once", async () => {
      const code = async (name: string) =>
        (
          await db.rows<{ id: number }>(
            `insert into discount_codes (code, discount_type, discount_value, max_uses)
          values ($1, 'percentage', 10, 5) returning id`,
            [name],
          )
        )[0]?.id as number;
      const suffix = randomBytes(3).toString("hex").toUpperCase();
      const paidCode = await code(`PAIDLATE${suffix}`);
      const unpaidCode = await code(`NEVERPAID${suffix}`);
      // Paid, but the shopper's completion call never came; and one never paid at all.
      const paid = await startCheckout(a.url, { discountCode: `PAIDLATE${suffix}` });
      await pay(a.url, paid);
      const unpaid = await startCheckout(b.url, { discountCode: `NEVERPAID${suffix}` });
      // Both outlive their 30-minute hold.
      for (const c of [paid, unpaid]) {
        await db.rows("update orders set updated_at = now() - interval '40 minutes' where id = $1", [
          c.orderId,
        ]);
        await db.rows(
          "update discount_reservations set expires_at = now() - interval '10 minutes' where order_id = $1",
          [c.orderId],
        );
      }
      await until("the paid checkout to complete", async () => (await statusOf(db, paid.orderId)) === "paid");
      await until(
        "the unpaid checkout to lapse",
        async () => (await statusOf(db, unpaid.orderId)) === "lapsed",
      );
      await until("the confirmation email", async () => (await confirmations(db, paid.email)) === 1);
      // Give both instances several more runs over the same rows.
      await new Promise((r) => setTimeout(r, JOBS_INTERVAL_MS * 5));

      expect(await historyTo(db, paid.orderId, "paid")).toBe(1);
      expect(await confirmations(db, paid.email)).toBe(1);
      expect(await historyTo(db, unpaid.orderId, "lapsed")).toBe(1);
      const uses = await db.rows<{ id: number; current_uses: number }>(
        "select id, current_uses from discount_codes where id = any($1)",
        [[paidCode, unpaidCode]],
      );
      expect(Object.fromEntries(uses.map((u) => [u.id, u.current_uses]))).toEqual({
        [paidCode]: 1,
        [unpaidCode]: 0,
      });
      const holds = await db.rows<{ status: string }>(
        "select status from discount_reservations where order_id = $1",
        [unpaid.orderId],
      );
      expect(holds.map((h) => h.status)).toEqual(["released"]);
      // Each instance ran the job itself: the effect above is once although both did the work.
      for (const instance of [a, b]) {
        const runs = /shop_job_runs_total\{job="lapse-checkouts",result="ok"\} (\d+)/.exec(
          await metricsOf(instance.url, METRICS_TOKEN),
        );
        expect(Number(runs?.[1] ?? 0)).toBeGreaterThan(2);
      }
    });
  },
);
