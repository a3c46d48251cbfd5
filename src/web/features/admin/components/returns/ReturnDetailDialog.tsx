import { londonShortDate, londonShortDateTime } from "#shared/dates.ts";
import { formatPence } from "#shared/money.ts";
import { RETURN_REASON_LABELS } from "#shared/returns/reasons.ts";
import { staffReturnStatusText } from "#shared/returns/status.ts";
import type { AdminReturnDetail } from "#shared/schemas/returns-admin.ts";
import { useAdminReturn } from "#web/features/admin/api/returns.ts";
import { errorMessage } from "#web/lib/api.ts";
import { AdminDialog, Field, FieldGrid } from "../AdminDialog.tsx";
import { DialogSection } from "../DialogSection.tsx";
import { ReturnActions } from "./ReturnActions.tsx";
import { ReturnPhoto } from "./ReturnPhoto.tsx";

function ReturnBody({ ret }: { ret: AdminReturnDetail }) {
  return (
    <div className="flex flex-col gap-5">
      <DialogSection title="Return">
        <FieldGrid>
          <Field label="Status">{ret.statusText}</Field>
          <Field label="Order">{ret.orderNumber ?? `#${ret.orderId}`}</Field>
          <Field label="Customer">{`${ret.customerName} (${ret.customerEmail})`}</Field>
          <Field label="Reason">{RETURN_REASON_LABELS[ret.reason]}</Field>
          <Field label="Description">{ret.description}</Field>
          <Field label="Requested">{londonShortDateTime(ret.createdAt)}</Field>
          {ret.refundDueBy ? (
            <Field label="Refund due by">
              {`${londonShortDate(ret.refundDueBy)}${ret.overdue ? " (overdue)" : ""}`}
            </Field>
          ) : null}
          {ret.refusalReason ? <Field label="Refused because">{ret.refusalReason}</Field> : null}
          {ret.refundedPence !== null ? (
            <Field label="Refunded">{formatPence(ret.refundedPence)}</Field>
          ) : null}
          {ret.deductionPence > 0 ? (
            <Field label="Deduction">{`${formatPence(ret.deductionPence)}: ${ret.deductionReason ?? ""}`}</Field>
          ) : null}
        </FieldGrid>
      </DialogSection>
      {ret.offer ? (
        <DialogSection title="Refund offer">
          <FieldGrid>
            <Field label="Returned items">{formatPence(ret.offer.linesPence)}</Field>
            <Field label="Delivery">{formatPence(ret.offer.deliveryPence)}</Field>
            <Field label="Total">{formatPence(ret.offer.totalPence)}</Field>
            <Field label="Left to refund on the order">{formatPence(ret.offer.remainingOnOrderPence)}</Field>
          </FieldGrid>
        </DialogSection>
      ) : null}
      <DialogSection title="Lines">
        <ul className="flex flex-col gap-2 text-sm">
          {ret.lines.map((line) => (
            <li key={line.id} className="rounded-md border border-zinc-200 p-2">
              <span className="font-semibold">
                {line.quantity} × {line.name}
              </span>{" "}
              ({formatPence(line.unitPricePence)} each
              {line.madeToPrescription ? ", made to prescription" : ""})
              <br />
              Condition: {line.condition ?? "not checked yet"}
              {line.restocked ? ", back in stock" : ""}
            </li>
          ))}
        </ul>
      </DialogSection>
      {ret.photos.length > 0 ? (
        <DialogSection title="Photos">
          <div className="flex flex-wrap gap-2">
            {ret.photos.map((photo, i) => (
              <ReturnPhoto key={photo.id} url={photo.url} label={`Photo ${i + 1}`} />
            ))}
          </div>
        </DialogSection>
      ) : null}
      <DialogSection title="History">
        <ol className="flex flex-col gap-1 text-sm">
          {ret.history.map((h) => (
            <li key={`${h.to}-${h.at}`}>
              <span className="font-semibold">{staffReturnStatusText(h.to)}</span>{" "}
              <span className="text-zinc-600">
                {londonShortDateTime(h.at)} by {h.actor}
              </span>
              {h.reason ? <span className="block text-zinc-700">{h.reason}</span> : null}
            </li>
          ))}
        </ol>
      </DialogSection>
      <DialogSection title="Actions">
        <ReturnActions ret={ret} />
      </DialogSection>
    </div>
  );
}

/** One return: its lines, photos and history, with the actions its status allows. */
export function ReturnDetailDialog({ id, onClose }: { id: number; onClose(): void }) {
  const detail = useAdminReturn(id);
  const ret = detail.data;
  return (
    <AdminDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={ret ? `Return ${ret.returnNumber}` : "Return"}
    >
      {ret ? <ReturnBody ret={ret} /> : null}
      {detail.isPending ? <p role="status">Loading the return…</p> : null}
      {detail.isError ? (
        <p role="alert" className="text-sm text-red-800">
          Could not load the return: {errorMessage(detail.error)}
        </p>
      ) : null}
    </AdminDialog>
  );
}
