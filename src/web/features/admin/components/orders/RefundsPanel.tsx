import { useState } from "react";
import { londonShortDateTime } from "#shared/dates.ts";
import { formatDecimal, isNonZeroDecimal, parseDecimalToPence } from "#shared/money.ts";
import type { AdminOrderDetail } from "#shared/schemas/admin-orders.ts";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { downloadCreditNote } from "#web/features/admin/api/credit-note.ts";
import { useRequestPayment } from "#web/features/admin/api/request-payment.ts";
import { canCancel } from "#web/features/admin/lib/orders.ts";
import { errorMessage } from "#web/lib/api.ts";
import { Field, FieldGrid } from "../AdminDialog.tsx";
import { DialogSection } from "../DialogSection.tsx";
import { DataTable, tableClasses as t } from "../QueryState.tsx";
import { StatusBadge } from "../StatusBadge.tsx";
import { CancelOrderDialog } from "./CancelOrderDialog.tsx";
import { DownloadPdfButton } from "./DownloadPdfButton.tsx";
import { RefundDialog } from "./RefundDialog.tsx";

/** A payment held for review took less than the total (or another currency). */
const short = (order: AdminOrderDetail) =>
  (parseDecimalToPence(order.charged) ?? 0) < (parseDecimalToPence(order.total) ?? 0);

/** Emails the shopper a link to pay the total; the short payment is refunded once they have. */
function AskForTotal({ order }: { order: AdminOrderDetail }) {
  const request = useRequestPayment(order.id);
  const ask = () =>
    request.mutate(undefined, {
      onSuccess: (sent) =>
        toast({
          title: "Payment link sent",
          description: `${order.email} has been asked to pay ${formatDecimal(sent.amount)}.`,
        }),
      onError: (e) =>
        toast({
          title: "Not sent",
          description: errorMessage(e, "Please try again."),
          variant: "destructive",
        }),
    });
  return (
    <Button variant="dark" disabled={request.isPending} onClick={ask}>
      {request.isPending ? "Sending..." : "Ask for the total"}
    </Button>
  );
}

/** Money given back on the order, what remains refundable, and the Refund and Cancel order actions. */
export function RefundsPanel({ order }: { order: AdminOrderDetail }) {
  const [open, setOpen] = useState<"refund" | "cancel" | null>(null);
  const close = () => setOpen(null);
  return (
    <DialogSection title="Payment and Refunds">
      {order.status === "review" ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          The payment provider took {formatDecimal(order.charged)}, but this order's total is{" "}
          {formatDecimal(order.total)}. It is not placed: do not send it. Refund the payment, or ask the
          shopper to pay the difference.
        </p>
      ) : null}
      <FieldGrid className="lg:grid-cols-3">
        <Field label="Charged">{formatDecimal(order.charged)}</Field>
        <Field label="Refunded">{formatDecimal(order.refunded)}</Field>
        <Field label="Refundable">{formatDecimal(order.refundable)}</Field>
      </FieldGrid>
      {order.refunds.length === 0 ? (
        <p className="text-sm text-zinc-600">No refunds.</p>
      ) : (
        <DataTable
          label="Refunds"
          columns={["Date", { label: "Amount", align: "end" }, "Status", "Reason", "By", "Credit note"]}
        >
          {order.refunds.map((r) => (
            <tr key={r.id} className={t.row}>
              <td className={`${t.td} whitespace-nowrap`}>{londonShortDateTime(r.createdAt)}</td>
              <td className={`${t.td} text-right`}>{formatDecimal(r.amount)}</td>
              <td className={t.td}>
                <StatusBadge status={r.status} />
              </td>
              <td className={`${t.td} break-words`}>{r.reason}</td>
              <td className={t.td}>{r.actor.replace(/^admin:/, "admin ")}</td>
              <td className={t.td}>
                {r.creditNote ? (
                  <DownloadPdfButton
                    what={`credit note ${r.creditNote.number}`}
                    download={() => downloadCreditNote(r.creditNote as { number: string; url: string })}
                  >
                    {r.creditNote.number}
                  </DownloadPdfButton>
                ) : (
                  <span className="text-zinc-500">None</span>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={!isNonZeroDecimal(order.refundable)}
          onClick={() => setOpen("refund")}
        >
          Refund
        </Button>
        {order.status === "review" && short(order) ? <AskForTotal order={order} /> : null}
        {order.paidAt && canCancel(order.status, order.needsPrescription) ? (
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
