import { SHIPPING_COUNTRIES } from "./catalogue.ts";
import { formatDecimal } from "./money.ts";
import type { Receipt } from "./schemas/receipt.ts";

interface ReceiptRow {
  label: string;
  value: string;
  strong?: boolean;
}

/** The totals under the lines, as the confirmation page, the order page and the PDF invoice show them. */
export function receiptTotals(r: Receipt): ReceiptRow[] {
  const rows: ReceiptRow[] = [{ label: "Subtotal", value: formatDecimal(r.subtotal) }];
  if (r.discount !== "0.00") {
    rows.push({
      label: r.discountCode ? `Discount (${r.discountCode})` : "Discount",
      value: `-${formatDecimal(r.discount)}`,
    });
  }
  rows.push({ label: "Shipping", value: r.shipping === "0.00" ? "Free" : formatDecimal(r.shipping) });
  rows.push({ label: "Total", value: formatDecimal(r.total), strong: true });
  if (r.charged !== r.total) rows.push({ label: "Charged to your card", value: formatDecimal(r.charged) });
  rows.push({ label: `VAT included (${r.vatRatePercent}%)`, value: formatDecimal(r.vatIncluded) });
  return rows;
}

/** "GB" -> "United Kingdom": the delivery list's name for an ISO code; anything else as it was stored. */
export const countryName = (country: string): string =>
  SHIPPING_COUNTRIES.find((c) => c.code === country.trim().toUpperCase())?.name ?? country;

/** The address as lines, empty parts left out, the country by its name. */
export const addressLines = (a: Receipt["deliveryAddress"]): string[] =>
  [a.name, a.address, a.city, a.postcode, countryName(a.country)].filter((line) => line.trim() !== "");
