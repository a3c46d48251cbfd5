import { useState } from "react";
import type { AdminOrderDetail } from "#shared/schemas/admin-orders.ts";
import { Button } from "#web/components/ui/button.tsx";
import { formatDateTime, formatMoney, isNonZero } from "#web/features/admin/lib/format.ts";
import { canCancel } from "#web/features/admin/lib/orders.ts";
import { Field, FieldGrid } from "../AdminDialog.tsx";
import { DialogSection } from "../DialogSection.tsx";
import { DataTable, tableClasses as t } from "../QueryState.tsx";
import { StatusBadge } from "../StatusBadge.tsx";
import { CancelOrderDialog } from "./CancelOrderDialog.tsx";
import { RefundDialog } from "./RefundDialog.tsx";

/** Money given back on the order, what remains refundable, and the Refund and Cancel order actions. */
export function RefundsPanel({ order }: { order: AdminOrderDetail }) {
  const [open, setOpen] = useState<"refund" | "cancel" | null>(null);
  const close = () => setOpen(null);
  return (
    <DialogSection title="Payment and Refunds">
      <FieldGrid className="lg:grid-cols-3">
        <Field label="Charged">{formatMoney(order.charged)}</Field>
        <Field label="Refunded">{formatMoney(order.refunded)}</Field>
        <Field label="Refundable">{formatMoney(order.refundable)}</Field>
      </FieldGrid>
      {order.refunds.length === 0 ? (
        <p className="text-sm text-zinc-600">No refunds.</p>
      ) : (
        <DataTable
          label="Refunds"
          columns={["Date", { label: "Amount", align: "end" }, "Status", "Reason", "By"]}
        >
          {order.refunds.map((r) => (
            <tr key={r.id} className={t.row}>
              <td className={`${t.td} whitespace-nowrap`}>{formatDateTime(r.createdAt)}</td>
              <td className={`${t.td} text-right`}>{formatMoney(r.amount)}</td>
              <td className={t.td}>
                <StatusBadge status={r.status} />
              </td>
              <td className={`${t.td} break-words`}>{r.reason}</td>
              <td className={t.td}>{r.actor.replace(/^admin:/, "admin ")}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={!isNonZero(order.refundable)} onClick={() => setOpen("refund")}>
          Refund
        </Button>
        {order.paidAt && canCancel(order.status) ? (
          <Button variant="destructive" onClick={() => setOpen("cancel")}>
            Cancel order
          </Button>
        ) : null}
      </div>
      {open === "refund" ? <RefundDialog order={order} onClose={close} /> : null}
      {open === "cancel" ? <CancelOrderDialog order={order} onClose={close} /> : null}
    </DialogSection>
  );
}
