import { describe, expect, it } from "vitest";
import { dbKinds } from "#server/test/test-db.ts";
import { canReturnTransition, RETURN_STATUSES, type ReturnStatus } from "#shared/returns/status.ts";
import { AdminOrderDetail } from "#shared/schemas/admin-orders.ts";
import { ShopperReturns } from "#shared/schemas/returns.ts";
import { AdminReturnDetail, AdminReturnList, ReturnMoved } from "#shared/schemas/returns-admin.ts";
import { useReturnsApp } from "./test-returns.ts";

/** The admin calls that move a return to each status, from the one before it. */
const STEP: Partial<Record<ReturnStatus, [string, Record<string, unknown>]>> = {
  approved: ["approve", {}],
  refused: ["refuse", { reason: "The item was bought more than a year ago" }],
  label_sent: ["label-sent", {}],
  in_transit: ["in-transit", {}],
  closed: ["close", {}],
};

describe.each(dbKinds())("the admin's returns on %s", (kind) => {
  const h = useReturnsApp(kind);

  const receiveAll = async (returnId: number, condition = "resaleable") => {
    const lines = await h.linesOfReturn(returnId);
    return h.act(returnId, "receive", { lines: lines.map((l) => ({ lineId: l.id, condition })) });
  };

  it("needs the admin's session", async () => {
    const res = await h.app().app.inject({ method: "GET", url: "/api/admin/returns" });
    expect(res.statusCode).toBe(401);
  });

  it("shows the order's returns in the admin's order view", async () => {
    const r = await h.newReturn("faulty");
    const res = await h.admin("GET", `/api/admin/orders/${r.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminOrderDetail.parse(res.json()).returns).toEqual([
      expect.objectContaining({
        id: r.returnId,
        returnNumber: r.returnNumber,
        status: "requested",
        reasonText: "It is faulty",
      }),
    ]);
  });

  it("lists returns paged, by status, and finds one by its number or its order's", async () => {
    const a = await h.newReturn();
    const b = await h.newReturn("faulty");
    await h.act(b.returnId, "approve");
    const list = async (query: string) => {
      const res = await h.admin("GET", `/api/admin/returns?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return AdminReturnList.parse(res.json());
    };
    expect((await list("pageSize=1")).returns).toHaveLength(1);
    expect((await list("pageSize=1")).total).toBeGreaterThanOrEqual(2);
    expect((await list("status=approved")).returns.every((r) => r.status === "approved")).toBe(true);
    expect((await list(`q=${a.returnNumber.toLowerCase()}`)).returns.map((r) => r.id)).toEqual([a.returnId]);
    const orderNumber = (await h.orderRow(b.id)).orderNumber as string;
    expect((await list(`q=${orderNumber}`)).returns.map((r) => r.id)).toEqual([b.returnId]);
    for (const bad of ["status=lost", "page=0", "pageSize=1000"]) {
      const res = await h.admin("GET", `/api/admin/returns?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toMatch(/status|page/);
    }
  });

  it("allows each change the state machine allows and refuses every other with why", async () => {
    const paths: ReturnStatus[][] = [
      ["approved", "label_sent", "in_transit"],
      ["approved", "in_transit"],
      ["refused"],
    ];
    for (const path of paths) {
      const r = await h.newReturn();
      let status: ReturnStatus = "requested";
      for (const to of path) {
        for (const other of RETURN_STATUSES) {
          const step = STEP[other];
          if (!step || other === status || canReturnTransition(status, other)) continue;
          const refused = await h.act(r.returnId, step[0], step[1]);
          expect(refused.statusCode, `${status} -> ${other}`).toBe(409);
          expect(refused.json().message).toContain(r.returnNumber);
        }
        const [action, body] = STEP[to] as [string, Record<string, unknown>];
        const res = await h.act(r.returnId, action, body);
        expect(res.statusCode, `${status} -> ${to}: ${res.body}`).toBe(200);
        expect(ReturnMoved.parse(res.json()).status).toBe(to);
        status = to;
      }
      const [last, lastBody] = STEP[status] as [string, Record<string, unknown>];
      const again = await h.act(r.returnId, last, lastBody);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/already/);
    }
  });

  it("tells the shopper why a return was refused, once, and the units may be returned again", async () => {
    const r = await h.newReturn();
    const res = await h.act(r.returnId, "refuse", { reason: "Worn outdoors" });
    expect(res.statusCode).toBe(200);
    expect((await h.act(r.returnId, "refuse", { reason: "Worn outdoors" })).statusCode).toBe(409);
    const page = ShopperReturns.parse((await h.view(r.token)).json());
    expect(page.returns[0]).toMatchObject({ status: "refused", refusalReason: "Worn outdoors" });
    expect(page.eligibility.lines[0]?.returnable).toBe(2);
    const mails = await h.emailsAbout("return_refused", r.returnNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Worn outdoors");
    expect((await h.act(r.returnId, "refuse", { reason: " " })).statusCode).toBe(400);
  });

  it("shows a return's lines, history and, once received, the refund the law gives", async () => {
    const r = await h.newReturn();
    await h.act(r.returnId, "approve", { note: "Fine" });
    expect((await receiveAll(r.returnId)).statusCode).toBe(200);
    const res = await h.admin("GET", `/api/admin/returns/${r.returnId}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = AdminReturnDetail.parse(res.json());
    expect(detail).toMatchObject({ status: "received", daysLeftToRefund: 14, overdue: false });
    expect(detail.lines).toEqual([
      expect.objectContaining({ quantity: 1, condition: "resaleable", restocked: false }),
    ]);
    expect(detail.history.map((e) => e.to)).toEqual(["requested", "approved", "received"]);
    expect(detail.offer).toMatchObject({ linesPence: 5500, deliveryPence: 0, totalPence: 5500 });
    for (const kind of ["return_approved", "return_received"]) {
      expect(await h.emailsAbout(kind, r.returnNumber)).toHaveLength(1);
    }
    expect((await h.admin("GET", "/api/admin/returns/99999999")).statusCode).toBe(404);
    expect((await h.admin("GET", "/api/admin/returns/abc")).statusCode).toBe(400);
  });

  it("records a cancellation sent by email or post as an approved change-of-mind return of all that is left", async () => {
    const order = await h.deliveredOrder();
    const number = (await h.orderRow(order.id)).orderNumber as string;
    const res = await h.admin("POST", "/api/admin/returns/model-form", {
      orderNumber: number,
      via: "model_form_post",
      description: "Letter dated 3 November",
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await h.returnsOf(order.id);
    expect(row).toMatchObject({ via: "model_form_post", reason: "change_of_mind", status: "approved" });
    expect((await h.linesOfReturn(row?.id as number)).map((l) => l.quantity)).toEqual([2]);
    const again = await h.admin("POST", "/api/admin/returns/model-form", {
      orderNumber: number,
      via: "model_form_email",
    });
    expect(again.statusCode).toBe(409);
    const late = await h.deliveredOrder({}, 40);
    const lateNumber = (await h.orderRow(late.id)).orderNumber as string;
    const sentInTime = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    const byPost = await h.admin("POST", "/api/admin/returns/model-form", {
      orderNumber: lateNumber,
      via: "model_form_post",
      sentOn: sentInTime,
    });
    expect(byPost.statusCode, byPost.body).toBe(201);
    const missing = await h.admin("POST", "/api/admin/returns/model-form", {
      orderNumber: "NDR-1",
      via: "model_form_post",
    });
    expect(missing.statusCode).toBe(404);
    const badVia = await h.admin("POST", "/api/admin/returns/model-form", {
      orderNumber: number,
      via: "fax",
    });
    expect(badVia.statusCode).toBe(400);
    for (const sentOn of ["2026-02-30", "next week", "2999-01-01"]) {
      const res = await h.admin("POST", "/api/admin/returns/model-form", {
        orderNumber: lateNumber,
        via: "model_form_email",
        sentOn,
      });
      expect(res.statusCode, sentOn).toBe(400);
      expect(res.json().message).toMatch(/sentOn/);
    }
  });
});
