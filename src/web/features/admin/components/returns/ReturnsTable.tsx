import { londonShortDate } from "#shared/dates.ts";
import { RETURN_REASON_LABELS } from "#shared/returns/reasons.ts";
import type { AdminReturnSummary } from "#shared/schemas/returns-admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { LateBadge } from "../prescription-queue/LateBadge.tsx";
import { DataTable, tableClasses as t } from "../QueryState.tsx";
import { StatusBadge } from "../StatusBadge.tsx";

function daysLeftText(row: AdminReturnSummary): string {
  const days = row.daysLeftToRefund;
  if (days === null) return "—";
  if (days < 0) return `${-days} ${days === -1 ? "day" : "days"} late`;
  return `${days} ${days === 1 ? "day" : "days"} left`;
}

/** The returns of one page: open one with its number. */
export function ReturnsTable({ rows, onOpen }: { rows: AdminReturnSummary[]; onOpen(id: number): void }) {
  return (
    <DataTable
      label="Returns"
      columns={["Return", "Order", "Customer", "Status", "Reason", "Requested", "Refund due"]}
    >
      {rows.map((row) => (
        <tr key={row.id} data-testid="return-row" className={`${t.row} ${row.overdue ? "bg-red-50/60" : ""}`}>
          <th scope="row" className={t.td}>
            <Button variant="link" onClick={() => onOpen(row.id)}>
              {row.returnNumber}
            </Button>
          </th>
          <td className={t.td}>{row.orderNumber ?? `#${row.orderId}`}</td>
          <td className={`${t.td} break-words`}>{row.customerName}</td>
          <td className={t.td}>
            <StatusBadge status={row.status} />
          </td>
          <td className={t.td}>{RETURN_REASON_LABELS[row.reason]}</td>
          <td className={t.td}>{londonShortDate(row.createdAt)}</td>
          <td className={t.td}>
            <span className="inline-flex flex-wrap items-center gap-2">
              <span title={row.refundDueBy ? `Refund by ${row.refundDueBy}` : undefined}>
                {daysLeftText(row)}
              </span>
              {row.overdue ? <LateBadge /> : null}
            </span>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
