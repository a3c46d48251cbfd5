import type { DbOrTx } from "#server/db/client.ts";
import { notFound } from "#server/lib/http-error.ts";
import { formatDecimal, penceToDecimal } from "#shared/money.ts";
import { splitVat } from "#shared/pricing/vat.ts";
import { receiptTotals } from "#shared/receipt-text.ts";
import { type CreditNoteRef, creditNoteNo, creditNoteNumber } from "#shared/schemas/credit-note.ts";
import type { Receipt } from "#shared/schemas/receipt.ts";
import { type CreditNote, creditNotePdf } from "./credit-note-pdf.ts";
import { type CreditedRefund, creditedRefundsOf } from "./credit-notes-repo.ts";
import { invoicePdf } from "./invoice-pdf.ts";
import { chargeOf } from "./refund-settle.ts";
import type { OrderRow } from "./repo.ts";

/**
 * A credit note for one refund that went through. A refund of the whole charge credits the invoice's lines
 * and totals; any other amount is one line against the invoice, with the refund's reason. VAT is split out
 * of the amount the same way as on the invoice.
 */
export function buildCreditNote(receipt: Receipt, refund: CreditedRefund, chargePence: number): CreditNote {
  const whole = refund.amountPence === chargePence;
  const amount = penceToDecimal(refund.amountPence);
  const { net, vat } = splitVat(refund.amountPence);
  const lines = whole
    ? receipt.lines
    : [
        {
          name: `Refund against invoice ${receipt.orderNumber}`,
          description: refund.reason.trim(),
          quantity: 1,
          unitPrice: amount,
          total: amount,
        },
      ];
  const invoiceRows = whole
    ? receiptTotals(receipt)
        .filter((row) => !row.label.startsWith("VAT included"))
        .map((row) => ({ ...row, strong: false }))
    : [];
  return {
    number: creditNoteNumber(refund.creditNoteNo),
    issuedAt: refund.creditNoteIssuedAt.toISOString(),
    invoiceNumber: receipt.orderNumber,
    invoiceDate: receipt.placedAt,
    reason: refund.reason.trim(),
    lines,
    rows: [
      ...invoiceRows,
      { label: "Total credited", value: formatDecimal(amount), strong: true },
      { label: `VAT included (${receipt.vatRatePercent}%)`, value: formatDecimal(penceToDecimal(vat)) },
    ],
    vatRatePercent: receipt.vatRatePercent,
    net: penceToDecimal(net),
    customer: receipt.deliveryAddress,
    seller: receipt.seller,
  };
}

/** The order's credit notes as its pages list them, each with the link `urlOf` makes for its number. */
export async function creditNoteRefs(
  db: DbOrTx,
  orderId: number,
  urlOf: (number: string) => string,
): Promise<CreditNoteRef[]> {
  return (await creditedRefundsOf(db, orderId)).map((r) => {
    const number = creditNoteNumber(r.creditNoteNo);
    return {
      number,
      issuedAt: r.creditNoteIssuedAt.toISOString(),
      amount: penceToDecimal(r.amountPence),
      url: urlOf(number),
    };
  });
}

/** One of the order's credit notes as a PDF, built on the order's receipt; 404 when the order has no such note. */
export async function orderCreditNotePdf(
  db: DbOrTx,
  order: OrderRow,
  receipt: Receipt,
  number: string,
): Promise<{ number: string; pdf: Buffer }> {
  const no = creditNoteNo(number);
  const refund = (await creditedRefundsOf(db, order.id)).find((r) => r.creditNoteNo === no);
  if (!refund) throw notFound(`Order ${receipt.orderNumber} has no credit note ${number}`);
  const note = buildCreditNote(receipt, refund, chargeOf(order));
  return { number: note.number, pdf: await creditNotePdf(note) };
}

/** The invoice of a placed order, naming the credit notes issued against it and, when all went back, saying so. */
export async function orderInvoicePdf(db: DbOrTx, order: OrderRow, receipt: Receipt): Promise<Buffer> {
  const credits = (await creditedRefundsOf(db, order.id)).map((r) => ({
    number: creditNoteNumber(r.creditNoteNo),
    issuedAt: r.creditNoteIssuedAt.toISOString(),
    amountPence: r.amountPence,
  }));
  const refundedInFull = credits.length > 0 && order.refundedPence >= chargeOf(order);
  return invoicePdf(receipt, { credits, refundedInFull });
}
