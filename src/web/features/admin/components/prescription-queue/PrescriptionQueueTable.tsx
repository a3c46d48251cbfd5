import { Link } from "react-router";
import { londonShortDateTime } from "#shared/dates.ts";
import { staffStatusText } from "#shared/order-status-text.ts";
import type { PrescriptionQueueRow } from "#shared/schemas/prescription-work.ts";
import { waitingText } from "#web/features/admin/lib/working-days.ts";
import { tableClasses as t } from "../QueryState.tsx";
import { LateBadge } from "./LateBadge.tsx";

export const workPagePath = (orderId: number) => `/admin/prescriptions/${orderId}`;

/** Below md each row is a small card (the headings stay for screen readers), so 320 px needs no sideways scroll. */
const cell = "px-3 py-1 md:py-2.5 max-md:block";

export function PrescriptionQueueTable({ rows }: { rows: PrescriptionQueueRow[] }) {
  return (
    <div className="rounded-lg border border-zinc-200">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Prescription orders, oldest first</caption>
        <thead className={`${t.head} max-md:sr-only`}>
          <tr>
            <th className={t.th}>Order</th>
            <th className={t.th}>Customer</th>
            <th className={t.th}>Stage</th>
            <th className={t.th}>Waiting</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.orderId}
              className={`${t.row} max-md:block max-md:py-2 ${row.late ? "bg-red-50/60" : ""}`}
            >
              <th scope="row" className={`${cell} font-semibold`}>
                <Link to={workPagePath(row.orderId)} className="text-ember-700 underline">
                  {row.orderNumber}
                </Link>
              </th>
              <td className={`${cell} break-words`}>{row.customerName}</td>
              <td className={cell}>{staffStatusText(row.stage)}</td>
              <td className={cell}>
                <span className="inline-flex flex-wrap items-center gap-2">
                  <span title={`In this stage since ${londonShortDateTime(row.since)}`}>
                    {waitingText(row.workingDaysWaiting)}
                  </span>
                  {row.late ? <LateBadge /> : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
