import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { labJobs, orderItems, orders, prescriptionQueries, qcChecks } from "#server/db/schema/index.ts";
import { queryToken, transition } from "#server/modules/orders/index.ts";
import {
  prescriptionForm,
  sendPrescription,
  tokenFor,
  VALID_FIELDS,
} from "#server/modules/prescriptions/testing.ts";
import type { TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { useWorkApp } from "./test-work.ts";

/** The focimeter agreeing with VALID_FIELDS: R −2.25 / −0.50 × 90, L +1.00 DS, PD 63 (31.5 each side). */
const GOOD = {
  right: { sphere: "-2.25", cylinder: "-0.50", axis: "90", opticalCentreMm: "31.5" },
  left: { sphere: "+1.00", opticalCentreMm: "31.5" },
};
/** The right axis 10° off: outside the 9° allowed at a 0.50 cylinder. */
const AXIS_OFF = { ...GOOD, right: { ...GOOD.right, axis: "100" } };

describe.each(dbKinds())("a prescription order's stages on %s", (kind) => {
  const w = useWorkApp(kind);
  const { statusOf, act, emails, ship, history, paidOrder, withPrescription } = w;
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(() => {
    t = w.app();
    auth = w.auth();
  });

  it("money puts it at its first stage, the prescription moves it to verification, a bare status change cannot", async () => {
    const id = await paidOrder();
    expect(await statusOf(id)).toBe("awaiting_prescription");
    const bare = await t.app.inject({
      method: "PATCH",
      url: "/api/orders/update-status-by-id",
      headers: auth,
      payload: { orderId: id, status: "verified" },
    });
    // The admin's status menu does not offer the stages at all.
    expect(bare.statusCode).toBe(400);
    expect(await statusOf(id)).toBe("awaiting_prescription");
    expect((await act(id, "verify")).statusCode).toBe(409);
    // Nor can any caller write a stage without its work: the lifecycle itself refuses.
    for (const stage of ["awaiting_verification", "verified", "with_lab", "ready_to_dispatch"] as const) {
      await expect(transition(t.ctx, id, stage, { actor: "admin:admin" })).rejects.toMatchObject({
        statusCode: 409,
      });
    }
    expect(await statusOf(id)).toBe("awaiting_prescription");
    await sendPrescription(t.app, {}, { token: tokenFor(t.ctx, id) });
    expect(await statusOf(id)).toBe("awaiting_verification");
    expect((await history(id)).slice(-2)).toEqual([
      ["pending", "awaiting_prescription", "storefront"],
      ["awaiting_prescription", "awaiting_verification", "storefront"],
    ]);
  });

  it("a query goes to the shopper by a signed link; confirming returns the order to verification, once", async () => {
    const id = await withPrescription();
    const short = await act(id, "query", { message: "PD?" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 10 characters/);
    expect(await statusOf(id)).toBe("awaiting_verification");

    const asked = await act(id, "query", {
      message: "Your copy shows axis 80 on the right, you typed 90: which is it?",
    });
    expect(asked.json()).toEqual({ orderId: id, status: "prescription_query" });
    const [query] = await t.ctx.db
      .select()
      .from(prescriptionQueries)
      .where(eq(prescriptionQueries.orderId, id));
    if (!query) throw new Error("no query row");
    expect(query.askedBy).toBe("admin:admin");
    const mail = await emails(id, "prescription_query");
    expect(mail).toHaveLength(1);
    const q = queryToken(t.ctx.config, query.id);
    expect(mail[0]?.text).toContain(`/prescription-query?q=${q}`);
    // Nothing follows the link on its line, so no text client takes a full stop into the address.
    const linkLine = mail[0]?.text.split("\n").find((l) => l.includes("/prescription-query?q="));
    expect(linkLine?.trim().endsWith(q)).toBe(true);
    expect(mail[0]?.text).toContain("axis 80");

    const page = await t.app.inject({ method: "GET", url: `/api/prescription-query?q=${q}` });
    expect(page.json()).toMatchObject({ message: query.message, answered: false });
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/prescription-query/confirm",
      payload: { q: `${q.slice(0, -3)}AAA` },
    });
    expect(forged.statusCode).toBe(403);
    const expired = queryToken(t.ctx.config, query.id, Date.now() - 31 * 86_400_000);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/prescription-query/confirm",
          payload: { q: expired },
        })
      ).statusCode,
    ).toBe(410);
    expect(await statusOf(id)).toBe("prescription_query");

    const confirmed = await t.app.inject({
      method: "POST",
      url: "/api/prescription-query/confirm",
      payload: { q },
    });
    expect(confirmed.json()).toEqual({ status: "awaiting_verification" });
    const again = await t.app.inject({
      method: "POST",
      url: "/api/prescription-query/confirm",
      payload: { q },
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/prescription-query?q=${q}` })).json().answered,
    ).toBe(true);
  });

  it("a corrected prescription answers a query and becomes the order's newest", async () => {
    const id = await withPrescription();
    const before = (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]?.prescriptionId;
    await act(id, "query", { message: "Please send a clearer copy of your prescription." });
    const [query] = await t.ctx.db
      .select()
      .from(prescriptionQueries)
      .where(eq(prescriptionQueries.orderId, id));
    const form = prescriptionForm({
      ...VALID_FIELDS,
      odDistanceAxis: "80",
      queryToken: queryToken(t.ctx.config, query?.id as number),
    });
    const res = await t.app.inject({ method: "POST", url: "/api/prescription-query/correct", payload: form });
    expect(res.json()).toEqual({ status: "awaiting_verification" });
    const after = (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]?.prescriptionId;
    expect(after).not.toBe(before);
    const [answered] = await t.ctx.db
      .select()
      .from(prescriptionQueries)
      .where(eq(prescriptionQueries.id, query?.id as number));
    expect(answered?.answer).toBe("corrected");
    const bad = prescriptionForm({
      ...VALID_FIELDS,
      queryToken: "q1.1.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    });
    expect(
      (await t.app.inject({ method: "POST", url: "/api/prescription-query/correct", payload: bad }))
        .statusCode,
    ).toBe(403);
  });

  it("verified → lab → check fails → re-make → check passes → ready to dispatch, each email once", async () => {
    const id = await withPrescription();
    expect((await act(id, "quality-check", GOOD)).statusCode).toBe(409);
    expect((await act(id, "send-to-lab")).statusCode).toBe(409);
    const shipEarly = await ship(id);
    expect(shipEarly.statusCode).toBe(409);
    expect(shipEarly.json().message).toMatch(/once its lenses pass the quality check/);
    expect(await statusOf(id)).toBe("awaiting_verification");

    expect((await act(id, "verify")).json()).toEqual({ orderId: id, status: "verified" });
    expect((await act(id, "verify")).statusCode).toBe(409);
    expect((await act(id, "send-to-lab")).json()).toEqual({ orderId: id, status: "with_lab" });
    // The sandbox lab writes the job and hands the lenses back on its timer (at once in tests).
    await expect.poll(() => statusOf(id)).toBe("quality_check");
    const [job] = await t.ctx.db.select().from(labJobs).where(eq(labJobs.orderId, id));
    expect(job).toMatchObject({ provider: "sandbox", remakeOf: null });
    expect(job?.reference).toBeTruthy();
    expect(job?.returnedAt).not.toBeNull();

    const failed = await act(id, "quality-check", AXIS_OFF);
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({ pass: false, status: "quality_check" });
    const axis = failed
      .json()
      .check.fields.find((f: { eye: string; field: string }) => f.eye === "right" && f.field === "Axis");
    expect(axis).toMatchObject({ ok: false, ordered: "90°", measured: "100°", tolerance: "±9°" });
    expect((await act(id, "quality-check", GOOD)).statusCode).toBe(409);
    expect((await ship(id)).statusCode).toBe(409);

    expect((await act(id, "remake")).json()).toEqual({ orderId: id, status: "with_lab" });
    await expect.poll(() => statusOf(id)).toBe("quality_check");
    const jobs = await t.ctx.db.select().from(labJobs).where(eq(labJobs.orderId, id)).orderBy(labJobs.id);
    expect(jobs.map((j) => j.jobNumber)).toEqual([job?.jobNumber, `${job?.jobNumber}-R1`]);
    expect((await act(id, "remake")).statusCode).toBe(409);

    const passed = await act(id, "quality-check", GOOD);
    expect(passed.json()).toMatchObject({ pass: true, status: "ready_to_dispatch" });
    expect((await act(id, "quality-check", GOOD)).statusCode).toBe(409);
    const checks = await t.ctx.db
      .select()
      .from(qcChecks)
      .where(eq(qcChecks.orderId, id))
      .orderBy(qcChecks.id);
    expect(checks.map((c) => [c.pass, c.failedFields, c.checkedBy])).toEqual([
      [false, ["right.axis"], "admin:admin"],
      [true, [], "admin:admin"],
    ]);
    // Sealed: the stored readings name no value in the clear.
    expect(checks[0]?.readings).not.toContain("100");

    const shipped = await ship(id);
    expect(shipped.statusCode, shipped.body).toBe(200);
    await expect.poll(async () => (await emails(id, "tracking_number")).length).toBe(1);
    expect(await emails(id, "prescription_verified")).toHaveLength(1);
    expect(await emails(id, "prescription_with_lab")).toHaveLength(1);
    const view = await t.app.inject({
      method: "GET",
      url: `/api/admin/prescription-work/${id}`,
      headers: auth,
    });
    expect(view.json()).toMatchObject({ status: "ready_to_dispatch", actions: [] });
    expect(view.json().qualityChecks).toHaveLength(2);
    // The changes of status, without the notes written on one (the shipment's).
    const changes = (await history(id)).filter(([from, to]) => from !== to);
    expect(changes.map((h) => h[1])).toEqual([
      "pending",
      "awaiting_prescription",
      "awaiting_verification",
      "verified",
      "with_lab",
      "quality_check",
      "with_lab",
      "quality_check",
      "ready_to_dispatch",
    ]);
  });

  it("refuses bad readings naming the field, and stores nothing", async () => {
    const id = await withPrescription();
    await act(id, "verify");
    await act(id, "send-to-lab");
    await expect.poll(() => statusOf(id)).toBe("quality_check");
    for (const [body, message] of [
      [{ ...GOOD, right: { ...GOOD.right, sphere: "minus two" } }, /Right sphere/],
      [{ ...GOOD, left: { ...GOOD.left, axis: "90" } }, /Left axis is given without a cylinder/],
      [{ ...GOOD, right: { ...GOOD.right, prismH: "1.00", baseH: "sideways" } }, /Right horizontal base/],
      [{ ...GOOD, right: { ...GOOD.right, opticalCentreMm: "60" } }, /Right optical centre/],
      [{ right: GOOD.right }, /left/i],
    ] as const) {
      const res = await act(id, "quality-check", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await t.ctx.db.select().from(qcChecks).where(eq(qcChecks.orderId, id))).toHaveLength(0);
    expect(await statusOf(id)).toBe("quality_check");
  });

  it("a prescription with prism goes to a query a person follows up, with the shopper emailed", async () => {
    const id = await paidOrder();
    const sent = await sendPrescription(
      t.app,
      { odPrismHorizontal: "1.00", odPrismHorizontalBase: "in" },
      { token: tokenFor(t.ctx, id) },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await statusOf(id)).toBe("prescription_query");
    const [query] = await t.ctx.db
      .select()
      .from(prescriptionQueries)
      .where(eq(prescriptionQueries.orderId, id));
    expect(query).toMatchObject({ askedBy: "system", answer: null });
    expect(query?.message).toMatch(/prism/);
    expect(await emails(id, "prescription_query")).toHaveLength(1);
    expect((await history(id)).slice(-1)).toEqual([
      ["awaiting_verification", "prescription_query", "system"],
    ]);
  });

  it("a varifocal without fitting heights cannot be verified, and says what is missing", async () => {
    const id = await withPrescription();
    const [line] = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    // The line as a varifocal was ordered: its stored vision type names it.
    await t.ctx.db
      .update(orderItems)
      .set({ details: { ...line?.details, visionTypeName: "Varifocal" } })
      .where(eq(orderItems.orderId, id));
    const res = await act(id, "verify");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Fitting height \(right eye, OD\) is missing/);
    expect(await statusOf(id)).toBe("awaiting_verification");
  });
});
