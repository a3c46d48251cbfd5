import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { orders } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { insertTestOrder } from "#server/modules/admin-orders/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { PrescriptionAccessEntry } from "#shared/schemas/privacy.ts";
import { sendPrescription } from "./test-prescriptions.ts";

describe.each(dbKinds())(
  "privacy admin routes: hostile input, access log, retention config on %s",
  (kind) => {
    let t: TestApp;
    let auth: Record<string, string>;
    beforeAll(async () => {
      t = await createTestApp(kind, { RETENTION_CHAT_DAYS: "400" });
      auth = bearer(await adminToken(t.ctx));
      await insertTestOrder(t.ctx.db, { customerEmail: "o'brien@example.com" });
    });
    afterAll(() => t.close());

    const post = (url: string, payload: string, headers: Record<string, string> = auth) =>
      t.app.inject({
        method: "POST",
        url,
        payload,
        headers: { "content-type": "application/json", ...headers },
      });

    it.each(["search", "export", "erase"])(
      "%s refuses malformed, oversized and missing addresses with a 4xx",
      async (action) => {
        const url = `/api/admin/privacy/${action}`;
        const refused = [
          JSON.stringify({}),
          JSON.stringify({ email: "" }),
          JSON.stringify({ email: "not an address" }),
          JSON.stringify({ email: 42 }),
          JSON.stringify({ email: ["a@example.com"] }),
          JSON.stringify({ email: { $ne: null } }),
          JSON.stringify({ email: `${"a".repeat(300)}@example.com` }),
          JSON.stringify({ email: "x' OR '1'='1@example.com" }),
          JSON.stringify({ email: "a@example.com\u0000" }),
          JSON.stringify({ email: "%@example.com" }),
          '{"email": "a@example.com"',
          "null",
        ];
        for (const payload of refused) {
          const res = await post(url, payload);
          expect(res.statusCode, payload.slice(0, 60)).toBe(400);
          expect(typeof res.json().message).toBe("string");
        }
        const huge = await post(url, JSON.stringify({ email: `${"a".repeat(300_000)}@example.com` }));
        expect(huge.statusCode).toBe(413);
        expect(typeof huge.json().message).toBe("string");
        const noAdmin = await post(url, JSON.stringify({ email: "a@example.com" }), {});
        expect(noAdmin.statusCode).toBe(401);
      },
    );

    it("treats an address that looks like SQL as an address: found exactly, nothing else touched", async () => {
      const before = await t.ctx.db.select({ id: orders.id }).from(orders);
      const sqlish = await post(
        "/api/admin/privacy/search",
        JSON.stringify({ email: "o'brien@example.com" }),
      );
      expect(sqlish.statusCode).toBe(200);
      expect(sqlish.json().counts.orders).toBe(1);
      expect(
        (await post("/api/admin/privacy/erase", JSON.stringify({ email: "x';drop table orders;--@x.com" })))
          .statusCode,
      ).toBe(400);
      const dropper = JSON.stringify({ email: "robert'--drop-table-orders@example.com" });
      expect((await post("/api/admin/privacy/search", dropper)).json().total).toBe(0);
      expect((await post("/api/admin/privacy/erase", dropper)).statusCode).toBe(404);
      // An underscore is a LIKE wildcard; here it matches only itself.
      expect(
        (await post("/api/admin/privacy/search", JSON.stringify({ email: "_@example.com" }))).json().total,
      ).toBe(0);
      expect(await t.ctx.db.select({ id: orders.id }).from(orders)).toEqual(before);
    });

    it("logs each list view and each file link of a prescription with the admin, and shows the log", async () => {
      const withFile = await sendPrescription(t.app, t.ctx.db, {}, true);
      const plain = await sendPrescription(t.app, t.ctx.db);
      const get = (url: string) => t.app.inject({ method: "GET", url, headers: auth });
      expect((await get("/api/prescriptions")).statusCode).toBe(200);
      expect((await get(`/api/prescription-file/${withFile.id}`)).statusCode).toBe(200);
      expect((await get(`/api/prescription-file/${withFile.id}`)).statusCode).toBe(200);
      // No file, no link, nothing shown: nothing logged.
      expect((await get(`/api/prescription-file/${plain.id}`)).statusCode).toBe(404);

      const log = await get(`/api/admin/prescription-access-log?prescriptionId=${withFile.id}`);
      expect(log.statusCode).toBe(200);
      const entries = z.array(PrescriptionAccessEntry).parse(log.json());
      expect(entries.map((e) => `${e.action}:${e.admin}`)).toEqual([
        "file:admin",
        "file:admin",
        "view:admin",
      ]);
      const other = z
        .array(PrescriptionAccessEntry)
        .parse((await get(`/api/admin/prescription-access-log?prescriptionId=${plain.id}`)).json());
      expect(other.map((e) => e.action)).toEqual(["view"]);
      const all = z
        .array(PrescriptionAccessEntry)
        .parse((await get("/api/admin/prescription-access-log")).json());
      expect(all.length).toBeGreaterThanOrEqual(4);

      for (const bad of ["abc", "-1", "0", "99999999999", "1.5", "1%27"]) {
        const res = await get(`/api/admin/prescription-access-log?prescriptionId=${bad}`);
        expect(res.statusCode, bad).toBe(400);
      }
      expect(
        (await t.app.inject({ method: "GET", url: "/api/admin/prescription-access-log" })).statusCode,
      ).toBe(401);
    });

    it("erases nothing when a prescription file cannot be deleted, and erases all on the next attempt", async () => {
      const email = "storage-down@example.com";
      const rx = await sendPrescription(t.app, t.ctx.db, { email }, true);
      await insertTestOrder(t.ctx.db, { status: "pending", customerEmail: email });
      const body = JSON.stringify({ email });
      const spy = vi.spyOn(t.ctx.storage, "delete").mockRejectedValueOnce(new Error("S3 away"));
      const failed = await post("/api/admin/privacy/erase", body);
      spy.mockRestore();
      expect(failed.statusCode).toBe(503);
      expect(failed.json().message).toMatch(/nothing was erased/);
      expect((await post("/api/admin/privacy/search", body)).json().counts).toMatchObject({
        orders: 1,
        prescriptions: 1,
      });

      expect((await post("/api/admin/privacy/erase", body)).statusCode).toBe(200);
      expect((await post("/api/admin/privacy/search", body)).json().total).toBe(0);
      expect(await t.ctx.storage.exists(rx.fileKey ?? "")).toBe(false);
    });

    it("serves the configured retention periods to the privacy page", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/config/retention" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        prescriptionDays: 730,
        unfinishedCheckoutDays: 30,
        chatDays: 400,
        contactDays: 730,
      });
    });
  },
);
