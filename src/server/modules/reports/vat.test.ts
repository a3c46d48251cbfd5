import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { chargeOf, findOrder, listItems, receiptOf } from "#server/modules/orders/index.ts";
import { buildCreditNote, creditedRefundsOf, rebuildSalesRollup } from "#server/modules/orders/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { parseCsv } from "#shared/csv.ts";
import { parseDecimalToPence } from "#shared/money.ts";
import { VAT_CSV_COLUMNS, VatReport } from "#shared/schemas/vat-report.ts";
import { placedOrder, refundOf } from "./test-vat.ts";

const pence = (decimal: string) => parseDecimalToPence(decimal) as number;

/**
 * The fourth quarter of 2025 in London: from midnight on 1 October (BST, 2025-09-30T23:00Z) up to
 * midnight ending 31 December (GMT, 2026-01-01T00:00Z). Each order and refund sits where its comment says.
 */
describe.each(dbKinds())("the VAT report on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  /** The receipts and credit notes issued in the quarter, each as its own document states it. */
  const inQuarter = { receipts: [] as number[], credited: new Map<number, number[]>() };

  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer(await adminToken(t.ctx));
    const db = t.ctx.db;
    const inside = (id: number) => {
      inQuarter.receipts.push(id);
      return id;
    };
    // The quarter's first moment (BST midnight): a UK sale, kept.
    inside(await placedOrder(db, "2025-09-30T23:00:00.000Z", "GB", { totalPence: 5501 }));
    // The moment before: a sale of the last quarter, part refunded within this one (its credit note counts).
    const before = await placedOrder(db, "2025-09-30T22:59:59.999Z", "GB", { totalPence: 8999 });
    await refundOf(db, before, 2005, "2025-11-10T10:00:00.000Z");
    inQuarter.credited.set(before, [2005]);
    // The quarter's last moment (GMT): a sale refunded in full at the next quarter's first moment.
    const last = inside(await placedOrder(db, "2025-12-31T23:59:59.999Z", "GB", { totalPence: 12_995 }));
    await refundOf(db, last, 12_995, "2026-01-01T00:00:00.000Z");
    // The next quarter's first moment: not this quarter's sale.
    await placedOrder(db, "2026-01-01T00:00:00.000Z", "GB", { totalPence: 4001 });
    // Mid-November: part refunded in December (counts) and again in February (does not).
    const november = inside(await placedOrder(db, "2025-11-14T12:00:00.000Z", "GB", { totalPence: 6851 }));
    await refundOf(db, november, 1001, "2025-12-02T09:00:00.000Z");
    await refundOf(db, november, 999, "2026-02-02T09:00:00.000Z");
    inQuarter.credited.set(november, [1001]);
    // Cancelled in full the same day: a receipt and its credit note both count.
    const cancelled = inside(await placedOrder(db, "2025-10-20T08:00:00.000Z", "GB", { totalPence: 3335 }));
    await refundOf(db, cancelled, 3335, "2025-10-20T15:00:00.000Z");
    inQuarter.credited.set(cancelled, [3335]);
    // Below the card minimum: charged the 30p.
    inside(
      await placedOrder(db, "2025-10-02T10:00:00.000Z", "GB", { totalPence: 20, minimumChargePence: 30 }),
    );
    // A payment held for review: the receipt is on what the provider took.
    inside(
      await placedOrder(db, "2025-10-03T10:00:00.000Z", "GB", { totalPence: 5500, receivedPence: 5003 }),
    );
    // Sent to Ireland, part refunded in the quarter.
    const ireland = inside(await placedOrder(db, "2025-10-15T10:00:00.000Z", "IE", { totalPence: 7499 }));
    await refundOf(db, ireland, 500, "2025-11-01T10:00:00.000Z");
    inQuarter.credited.set(ireland, [500]);
    // Sent to the US in the quarter, refunded after it.
    const us = inside(await placedOrder(db, "2025-12-20T10:00:00.000Z", "US", { totalPence: 9995 }));
    await refundOf(db, us, 9995, "2026-01-05T10:00:00.000Z");
    // Refunds that did not go through have no credit note.
    await refundOf(db, november, 700, "2025-12-03T09:00:00.000Z", "pending");
    await refundOf(db, november, 800, "2025-12-04T09:00:00.000Z", "failed");
    // A checkout never paid.
    const unpaid = await placedOrder(db, "2025-11-01T10:00:00.000Z", "GB", { totalPence: 5500 });
    await db.update(orders).set({ paidAt: null, status: "pending" }).where(eq(orders.id, unpaid));
    await rebuildSalesRollup(db);
  });
  afterAll(() => t.close());

  /** The quarter's documents as the shopper's receipts and the credit notes show them, per line. */
  async function documentFigures() {
    const sum = { uk: { gross: 0, net: 0, vat: 0 }, outside: { gross: 0, net: 0, vat: 0 } };
    const add = (country: string, sign: number, gross: number, net: number) => {
      const line = country === "GB" ? sum.uk : sum.outside;
      line.gross += sign * gross;
      line.net += sign * net;
      line.vat += sign * (gross - net);
    };
    const opts = { masked: false, invoiceUrl: "" };
    for (const id of inQuarter.receipts) {
      const order = await findOrder(t.ctx.db, { orderId: id });
      if (!order) throw new Error(`no order ${id}`);
      const receipt = await receiptOf(t.ctx, order, await listItems(t.ctx.db, id), opts);
      expect(pence(receipt.net) + pence(receipt.vatIncluded)).toBe(pence(receipt.charged));
      add(order.customerCountry, 1, pence(receipt.charged), pence(receipt.net));
    }
    for (const [id, amounts] of inQuarter.credited) {
      const order = await findOrder(t.ctx.db, { orderId: id });
      if (!order) throw new Error(`no order ${id}`);
      const receipt = await receiptOf(t.ctx, order, await listItems(t.ctx.db, id), opts);
      const notes = (await creditedRefundsOf(t.ctx.db, id)).filter((r) => amounts.includes(r.amountPence));
      expect(notes).toHaveLength(amounts.length);
      for (const refund of notes) {
        const note = buildCreditNote(receipt, refund, chargeOf(order));
        add(order.customerCountry, -1, refund.amountPence, pence(note.net));
      }
    }
    return sum;
  }

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: auth });

  it("gives boxes 1 and 6 and the sales sent abroad, to the penny of the documents issued in the quarter", async () => {
    const res = await get("/api/admin/reports/vat?from=2025-10-01&to=2025-12-31");
    expect(res.statusCode, res.body).toBe(200);
    const report = VatReport.parse(res.json());
    const docs = await documentFigures();
    expect(report.box1VatPence).toBe(docs.uk.vat);
    expect(report.box6NetPence).toBe(docs.uk.net);
    expect(report.uk.total).toEqual({
      grossPence: docs.uk.gross,
      netPence: docs.uk.net,
      vatPence: docs.uk.vat,
    });
    expect(report.outsideUk.total).toEqual({
      grossPence: docs.outside.gross,
      netPence: docs.outside.net,
      vatPence: docs.outside.vat,
    });
    // Worked by hand: UK receipts 5501 + 12995 + 6851 + 3335 + 30 + 5003 = 33715, VAT 916 + 2165 + 1141
    // + 555 + 5 + 833 = 5615; credit notes 2005 + 1001 + 3335, VAT 334 + 166 + 555 = 1055.
    expect(report.uk.receipts).toEqual({ count: 6, grossPence: 33_715, netPence: 28_100, vatPence: 5615 });
    expect(report.uk.creditNotes).toEqual({ count: 3, grossPence: 6341, netPence: 5286, vatPence: 1055 });
    expect(report.box1VatPence).toBe(4560);
    expect(report.box6NetPence).toBe(22_814);
    // Each document rounds its own VAT down: a sixth of the totals would say otherwise.
    expect(Math.floor((33_715 - 6341) / 6)).not.toBe(report.box1VatPence);
    expect(report.outsideUk.receipts).toEqual({
      count: 2,
      grossPence: 17_494,
      netPence: 14_580,
      vatPence: 2914,
    });
    expect(report.outsideUk.creditNotes).toEqual({ count: 1, grossPence: 500, netPence: 417, vatPence: 83 });
  });

  it("counts a day's documents by London midnight at each end", async () => {
    const oct1 = VatReport.parse((await get("/api/admin/reports/vat?from=2025-10-01&to=2025-10-01")).json());
    expect(oct1.uk.receipts).toMatchObject({ count: 1, grossPence: 5501 });
    const sep30 = VatReport.parse((await get("/api/admin/reports/vat?from=2025-09-30&to=2025-09-30")).json());
    expect(sep30.uk.receipts).toMatchObject({ count: 1, grossPence: 8999 });
    const dec31 = VatReport.parse((await get("/api/admin/reports/vat?from=2025-12-31&to=2025-12-31")).json());
    expect(dec31.uk.receipts).toMatchObject({ count: 1, grossPence: 12_995 });
    expect(dec31.uk.creditNotes.count).toBe(0);
    const jan1 = VatReport.parse((await get("/api/admin/reports/vat?from=2026-01-01&to=2026-01-01")).json());
    expect(jan1.uk.receipts).toMatchObject({ count: 1, grossPence: 4001 });
    expect(jan1.uk.creditNotes).toMatchObject({ count: 1, grossPence: 12_995 });
  });

  it("lists each document behind the figures as CSV rows that sum to them", async () => {
    const res = await get("/api/admin/reports/vat.csv?from=2025-10-01&to=2025-12-31");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toContain("vat-2025-10-01-to-2025-12-31.csv");
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([...VAT_CSV_COLUMNS]);
    expect(rows).toHaveLength(8 + 4);
    const col = (name: (typeof VAT_CSV_COLUMNS)[number]) => VAT_CSV_COLUMNS.indexOf(name);
    const total = (line: string, name: "gross" | "net" | "vat") =>
      rows.filter((r) => r[col("counts_in")] === line).reduce((s, r) => s + pence(r[col(name)] as string), 0);
    const report = VatReport.parse(
      (await get("/api/admin/reports/vat?from=2025-10-01&to=2025-12-31")).json(),
    );
    expect(total("Box 1 and box 6", "vat")).toBe(report.box1VatPence);
    expect(total("Box 1 and box 6", "net")).toBe(report.box6NetPence);
    expect(total("Box 1 and box 6", "gross")).toBe(report.uk.total.grossPence);
    expect(total("Outside the UK", "vat")).toBe(report.outsideUk.total.vatPence);
    expect(total("Outside the UK", "net")).toBe(report.outsideUk.total.netPence);
    const first = rows[0] as string[];
    expect(first.slice(0, 1)).toEqual(["2025-10-01 00:00"]);
    const notes = rows.filter((r) => r[col("document")]?.startsWith("CN-"));
    expect(notes).toHaveLength(4);
    expect(notes.every((r) => (r[col("gross")] as string).startsWith("-"))).toBe(true);
  });

  it.each([
    ["end before start", "from=2025-10-02&to=2025-10-01", "to must be the same day as from or later"],
    ["over three years", "from=2022-01-01&to=2025-01-01", "3 years at most"],
    ["no date", "from=yesterday&to=2025-10-01", "from must be a date as YYYY-MM-DD"],
    ["no such day", "from=2025-02-30&to=2025-03-01", "from is not a real date"],
    ["missing", "to=2025-10-01", "from is required"],
    ["repeated", "from=2025-10-01&from=2025-10-02&to=2025-10-03", "from"],
  ])("refuses a period with %s (400, a clear message)", async (_case, query, message) => {
    for (const path of ["vat", "vat.csv"]) {
      const res = await get(`/api/admin/reports/${path}?${query}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error ?? res.json().message).toContain(message);
    }
  });
});
