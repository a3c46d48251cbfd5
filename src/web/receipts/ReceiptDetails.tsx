import { FileDown } from "lucide-react";
import { londonLongDate } from "#shared/dates.ts";
import { formatDecimal } from "#shared/money.ts";
import { addressLines, receiptTotals } from "#shared/receipt-text.ts";
import type { Receipt } from "#shared/schemas/receipt.ts";

/** A placed order's receipt as the confirmation page and the order page show it (the PDF has the same). */
/** `address`: false where the page shows the delivery address in full already (the confirmation). */
export function ReceiptDetails({ receipt, address = true }: { receipt: Receipt; address?: boolean }) {
  const { seller } = receipt;
  return (
    <div className="space-y-6" data-testid="receipt">
      <dl className="grid grid-cols-2 gap-4 text-sm">
        <div>
          <dt className="text-zinc-600">Order number</dt>
          <dd className="font-semibold" data-testid="receipt-number">
            {receipt.orderNumber}
          </dd>
        </div>
        <div>
          <dt className="text-zinc-600">Date</dt>
          <dd className="font-semibold">{londonLongDate(receipt.placedAt)}</dd>
        </div>
      </dl>
      <table className="w-full text-sm">
        <caption className="sr-only">Items</caption>
        <thead>
          <tr className="border-b border-zinc-200 text-left text-zinc-600">
            <th scope="col" className="py-2 font-medium">
              Item
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Qty
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the receipt's lines never reorder
            <tr key={i} className="border-b border-zinc-100 align-top">
              <td className="py-2 pr-2">
                {line.name}
                {line.description ? <span className="block text-zinc-600">{line.description}</span> : null}
              </td>
              <td className="py-2 text-right">{line.quantity}</td>
              <td className="py-2 text-right">{formatDecimal(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="space-y-1 text-sm" data-testid="receipt-totals">
        {receiptTotals(receipt).map((row) => (
          <div key={row.label} className={`flex justify-between ${row.strong ? "font-bold" : ""}`}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 text-sm sm:grid-cols-2">
        {address ? (
          <div>
            <h3 className="font-semibold">Delivery address</h3>
            <address className="whitespace-pre-line not-italic text-zinc-700" data-testid="receipt-address">
              {addressLines(receipt.deliveryAddress).join("\n")}
            </address>
          </div>
        ) : null}
        <div>
          <h3 className="font-semibold">Sold by</h3>
          <p className="text-zinc-700">
            {seller.name}, {seller.address}
            <br />
            Company number {seller.companyNumber}
            <br />
            VAT number {seller.vatNumber}
          </p>
        </div>
      </div>
      <a
        href={receipt.invoiceUrl}
        download
        className="inline-flex items-center gap-2 font-semibold text-ember-700 underline underline-offset-4"
      >
        <FileDown aria-hidden="true" className="size-4" />
        Download the PDF invoice
      </a>
    </div>
  );
}
