import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { PaymentProviderError } from "#server/providers/payments/index.ts";
import { pdfText } from "#server/test/pdf-text.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { formatPence } from "#shared/money.ts";
import { splitVat } from "#shared/pricing/vat.ts";
import { creditNoteNo } from "#shared/schemas/credit-note.ts";
import { orderToken } from "./order-link.ts";
import { type RefundTestApp, refundTestApp } from "./test-refunds.ts";

/** The order's test purchase: 2 x Primary+, £110.00 charged. */
const CHARGE = 11_000;

describe.each(dbKinds())("credit notes on %s", (kind) => {
  let r: RefundTestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    r = await refundTestApp(kind);
    auth = bearer(await adminToken(r.t.ctx));
  });
  afterAll(() => r.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    r.t.app.inject({
      method: "GET",
      url,
      headers,
      remoteAddress: `192.0.2.${Math.floor(Math.random() * 250)}`,
    });
  const tokenOf = async (id: number) => orderToken(r.t.ctx.config, await r.orderRow(id));
  const orderPage = async (id: number) => (await get(`/api/order-lookup?t=${await tokenOf(id)}`)).json();
  const detail = async (id: number) => (await get(`/api/admin/orders/${id}`, auth)).json();
  const textOf = async (res: { rawPayload: Buffer }) => (await pdfText(res.rawPayload)).join("\n");
  const refunded = async (id: number, amountPence: number, reason: string) => {
    const res = await r.refund(id, { amountPence, reason });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it("numbers each refund's credit note in its own sequence, and the shopper and the admin can download it", async () => {
    const id = await r.paidOrder();
    const number = (await r.orderRow(id)).orderNumber as string;
    const first = await refunded(id, 2_050, "Scratched lens");
    const second = await refunded(id, CHARGE - 2_050, "Returned");
    expect(first.creditNote.number).toMatch(/^CN-\d{4,}$/);
    const [a, b] = [creditNoteNo(first.creditNote.number), creditNoteNo(second.creditNote.number)];
    expect(b).toBe((a as number) + 1);
    expect(first.creditNote.url).toBe(`/api/admin/orders/${id}/credit-notes/${first.creditNote.number}`);

    const admin = await detail(id);
    expect(admin.refunds.map((x: { creditNote: { number: string } }) => x.creditNote.number)).toEqual([
      first.creditNote.number,
      second.creditNote.number,
    ]);

    const page = await orderPage(id);
    expect(page.creditNotes).toEqual([
      {
        number: first.creditNote.number,
        issuedAt: expect.any(String),
        amount: "20.50",
        url: expect.stringMatching(/^\/api\/order-lookup\/credit-note\.pdf\?t=v1\./),
      },
      {
        number: second.creditNote.number,
        issuedAt: expect.any(String),
        amount: "89.50",
        url: expect.any(String),
      },
    ]);

    // The partial one: one line against the invoice, its reason, VAT split out of the amount.
    const shopper = await get(page.creditNotes[0].url);
    expect(shopper.statusCode).toBe(200);
    expect(shopper.headers["content-type"]).toBe("application/pdf");
    expect(shopper.headers["content-disposition"]).toBe(
      `attachment; filename="credit-note-${first.creditNote.number}.pdf"`,
    );
    const text = await textOf(shopper);
    expect(text).toContain("Credit note");
    expect(text).toContain(`Credit note number: ${first.creditNote.number}`);
    expect(text).toContain(`Credits invoice ${number} of`);
    expect(text).toContain(`Refund against invoice ${number} (Scratched lens)`);
    expect(text).toMatch(/Total credited\s+£20\.50/);
    expect(text).toContain(`VAT included (20%)`);
    expect(text).toContain(formatPence(splitVat(2_050).vat));
    expect(text).toContain(r.t.ctx.config.SHOP_COMPANY_VAT_NUMBER);
    expect(text).toContain(r.t.ctx.config.SHOP_COMPANY_NAME);

    const byAdmin = await get(first.creditNote.url, auth);
    expect(byAdmin.statusCode).toBe(200);
    expect(await textOf(byAdmin)).toContain(`Credit note number: ${first.creditNote.number}`);

    // The invoice, all of it back, says so and names both notes.
    const invoice = await textOf(await get(page.receipt.invoiceUrl));
    expect(invoice).toContain("Refunded in full on");
    expect(invoice).toContain(`See credit notes ${first.creditNote.number}, ${second.creditNote.number}.`);
  });

  it("credits the invoice's lines for a refund of the whole charge, and the email links to the note", async () => {
    const id = await r.paidOrder();
    const made = await refunded(id, CHARGE, "Returned unworn");
    const [item] = await r.t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    const text = await textOf(await get(made.creditNote.url, auth));
    expect(text).toContain(item?.productName as string);
    expect(text).not.toContain("Refund against invoice");
    expect(text).toMatch(/Total credited\s+£110\.00/);
    expect(text).toContain(formatPence(splitVat(CHARGE).vat));

    const [mail] = await r.emails(id, "order_refunded");
    const link = new RegExp(
      `https?://[^"\\s]+/api/order-lookup/credit-note\\.pdf\\?t=[^&"\\s]+&(?:amp;)?n=${made.creditNote.number}`,
    );
    expect(mail?.html).toMatch(link);
    expect(mail?.text).toContain(`Credit note ${made.creditNote.number} (PDF)`);
    const url = new URL((link.exec(mail?.text ?? "") ?? [""])[0]);
    const opened = await get(`${url.pathname}${url.search}`);
    expect(opened.statusCode).toBe(200);
    expect(await textOf(opened)).toContain(made.creditNote.number);
  });

  it("a partly refunded order's invoice names its note without calling it refunded in full", async () => {
    const id = await r.paidOrder();
    const made = await refunded(id, 500, "Goodwill");
    const text = await textOf(await get(`/api/admin/orders/${id}/invoice.pdf`, auth));
    expect(text).toContain("Partly refunded: £5.00.");
    expect(text).toContain(`See credit note ${made.creditNote.number}.`);
    expect(text).not.toContain("Refunded in full");
  });

  it("is only for its order's signed link or the admin, and answers bad input with a 4xx and a message", async () => {
    const id = await r.paidOrder();
    const other = await r.paidOrder();
    const made = await refunded(id, 1_000, "Part");
    const note = made.creditNote.number as string;
    const token = await tokenOf(id);
    const cases: [string, Record<string, string>, number][] = [
      [`/api/admin/orders/${id}/credit-notes/${note}`, {}, 401],
      [`/api/admin/orders/${other}/credit-notes/${note}`, auth, 404],
      [`/api/admin/orders/${id}/credit-notes/CN-99999999`, auth, 404],
      [`/api/admin/orders/${id}/credit-notes/CN-1`, auth, 400],
      [`/api/admin/orders/${id}/credit-notes/invoice`, auth, 400],
      [`/api/admin/orders/abc/credit-notes/${note}`, auth, 400],
      [`/api/admin/orders/99999999/credit-notes/${note}`, auth, 404],
      [`/api/order-lookup/credit-note.pdf?t=${await tokenOf(other)}&n=${note}`, {}, 404],
      [`/api/order-lookup/credit-note.pdf?t=${token.slice(0, -2)}AA&n=${note}`, {}, 403],
      [`/api/order-lookup/credit-note.pdf?n=${note}`, {}, 400],
      [`/api/order-lookup/credit-note.pdf?t=${token}`, {}, 400],
      [`/api/order-lookup/credit-note.pdf?t=${token}&n=CN-12x`, {}, 400],
      [`/api/order-lookup/credit-note.pdf?t=${token}&n=${"9".repeat(30)}`, {}, 400],
    ];
    for (const [url, headers, status] of cases) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(status);
      expect(typeof res.json().message, url).toBe("string");
    }
    // A refund that failed at the provider has no credit note.
    const failed = await r.withProviderRefund(
      () => Promise.reject(new PaymentProviderError("Declined by the bank")),
      () => r.refund(other, { amountPence: 100 }),
    );
    expect(failed.statusCode).toBe(502);
    expect((await orderPage(other)).creditNotes).toEqual([]);
  });
});
