import { formatPence, poundsToPence } from "./money.ts";
import type { Receipt } from "./schemas/receipt.ts";

/** "55.00" -> "£55.00". */
export const receiptMoney = (decimal: string): string => formatPence(poundsToPence(decimal));

const UK_DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });

/** "1 June 2025", the UK day the order was placed. */
export const receiptDate = (iso: string): string => UK_DATE.format(new Date(iso));

export interface ReceiptRow {
  label: string;
  value: string;
  strong?: boolean;
}

/** The totals under the lines, as the confirmation page, the order page and the PDF invoice show them. */
export function receiptTotals(r: Receipt): ReceiptRow[] {
  const rows: ReceiptRow[] = [{ label: "Subtotal", value: receiptMoney(r.subtotal) }];
  if (r.discount !== "0.00") {
    rows.push({
      label: r.discountCode ? `Discount (${r.discountCode})` : "Discount",
      value: `-${receiptMoney(r.discount)}`,
    });
  }
  rows.push({ label: "Shipping", value: r.shipping === "0.00" ? "Free" : receiptMoney(r.shipping) });
  rows.push({ label: "Total", value: receiptMoney(r.total), strong: true });
  if (r.charged !== r.total) rows.push({ label: "Charged to your card", value: receiptMoney(r.charged) });
  rows.push({ label: `VAT included (${r.vatRatePercent}%)`, value: receiptMoney(r.vatIncluded) });
  return rows;
}

/** The address as lines, empty parts left out. */
export const addressLines = (a: Receipt["deliveryAddress"]): string[] =>
  [a.name, a.address, a.city, a.postcode, a.country].filter((line) => line.trim() !== "");
