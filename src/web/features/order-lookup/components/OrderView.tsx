import { Link } from "react-router";
import { londonLongDate } from "#shared/dates.ts";
import { formatDecimal } from "#shared/money.ts";
import { shopperStatusText } from "#shared/order-status-text.ts";
import type { OrderPage } from "#shared/schemas/order-lookup.ts";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { ReceiptDetails } from "#web/receipts/ReceiptDetails.tsx";
import { CancelOrder } from "./CancelOrder.tsx";

const statusText = shopperStatusText;

/**
 * One order as its shopper sees it: where it has got to, then the receipt. `onChanged` takes the page as
 * the server answered it after the shopper cancelled.
 */
export function OrderView({ page, onChanged }: { page: OrderPage; onChanged(page: OrderPage): void }) {
  return (
    <div className="grid gap-6" data-testid="order-view">
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <h2 className="text-2xl font-bold">
            Order {page.receipt.orderNumber}:{" "}
            <span data-testid="order-status">{statusText(page.status)}</span>
          </h2>
          <ol className="grid gap-2 border-l-2 border-zinc-200 pl-4" aria-label="Order timeline">
            {page.timeline.map((entry) => (
              <li key={`${entry.status}-${entry.at}`} className="text-sm">
                <span className="font-semibold">{statusText(entry.status)}</span>{" "}
                <span className="text-zinc-600">{londonLongDate(entry.at)}</span>
              </li>
            ))}
          </ol>
          {page.tracking ? (
            <p className="text-sm">
              Tracking number {page.tracking.number}:{" "}
              <a
                href={page.tracking.url}
                target="_blank"
                rel="noreferrer"
                className="font-semibold text-ember-700 underline"
              >
                track your parcel
              </a>
            </p>
          ) : null}
          {page.prescription ? (
            <p className="text-sm" data-testid="prescription-status">
              {page.prescription.received
                ? "We have received your prescription."
                : "We have not received your prescription yet. Send it to us so we can make your lenses."}
              {page.prescription.formUrl ? (
                <>
                  {" "}
                  <Link to={page.prescription.formUrl} className="font-semibold text-ember-700 underline">
                    Send your prescription
                  </Link>
                </>
              ) : null}
            </p>
          ) : null}
          {page.refunded !== "0.00" ? (
            <p className="text-sm" data-testid="order-refunded">
              Refunded to your card: {formatDecimal(page.refunded)}
            </p>
          ) : null}
          {page.cancellable ? <CancelOrder page={page} onCancelled={onChanged} /> : null}
          {page.creditNotes.length > 0 ? (
            <ul aria-label="Credit notes" className="grid gap-1 text-sm">
              {page.creditNotes.map((note) => (
                <li key={note.number}>
                  <a href={note.url} download className="font-semibold text-ember-700 underline">
                    Credit note {note.number} (PDF)
                  </a>{" "}
                  <span className="text-zinc-600">
                    {formatDecimal(note.amount)}, {londonLongDate(note.issuedAt)}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          <ReceiptDetails receipt={page.receipt} />
        </CardContent>
      </Card>
    </div>
  );
}
