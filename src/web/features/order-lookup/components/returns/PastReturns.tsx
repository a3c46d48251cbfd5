import { londonLongDate } from "#shared/dates.ts";
import { formatPence } from "#shared/money.ts";
import type { ShopperReturn } from "#shared/schemas/returns.ts";

/** The order's returns so far: where each has got to, when, and why the shop refused one. */
export function PastReturns({ returns, token }: { returns: ShopperReturn[]; token: string }) {
  return (
    <section aria-labelledby="past-returns-heading" className="grid gap-3">
      <h3 id="past-returns-heading" className="text-lg font-bold">
        Your returns
      </h3>
      <ul className="grid gap-3">
        {returns.map((r) => (
          <li
            key={r.returnNumber}
            data-testid="past-return"
            className="grid gap-2 rounded-md border border-zinc-200 p-3 text-sm"
          >
            <p className="flex flex-wrap gap-x-2 text-base">
              <span className="font-bold">{r.returnNumber}</span>
              <span>{r.statusText}</span>
            </p>
            <p className="text-zinc-700">
              {r.reasonText}: {r.lines.map((l) => `${l.quantity} × ${l.name}`).join(", ")}
            </p>
            {r.refusalReason ? (
              <p className="rounded-md bg-red-50 p-2 text-red-900">
                Why we could not accept it: {r.refusalReason}
              </p>
            ) : null}
            {r.labelTrackingNumber ? (
              <p>
                <a
                  className="font-semibold text-blue-800 underline"
                  href={`/api/returns/label?t=${encodeURIComponent(token)}&return=${encodeURIComponent(r.returnNumber)}`}
                  download
                >
                  Download your prepaid return label
                </a>{" "}
                <span className="text-zinc-600">(tracking {r.labelTrackingNumber})</span>
              </p>
            ) : null}
            {r.refundedPence !== null ? <p>Refunded: {formatPence(r.refundedPence)}</p> : null}
            <ol
              aria-label={`History of ${r.returnNumber}`}
              className="grid gap-1 border-l-2 border-zinc-200 pl-3"
            >
              {r.history.map((h) => (
                <li key={`${h.status}-${h.at}`}>
                  <span className="font-semibold">{h.statusText}</span>{" "}
                  <span className="text-zinc-600">{londonLongDate(h.at)}</span>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </section>
  );
}
