import { useState } from "react";
import { londonShortDateTime } from "#shared/dates.ts";
import { ELIGIBILITY_SHORT } from "#shared/prescription/eligibility.ts";
import type { AdminOrderDetail } from "#shared/schemas/admin-orders.ts";
import type { PrescriptionListEntry } from "#shared/schemas/prescription-links.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Field, FieldGrid } from "../AdminDialog.tsx";
import { DialogSection } from "../DialogSection.tsx";
import { ConfirmMatchButton } from "../prescriptions/ConfirmMatchButton.tsx";
import { openPrescriptionFile } from "../prescriptions/open-prescription-file.ts";
import { PrescriptionCompleteValues } from "../prescriptions/PrescriptionCompleteValues.tsx";
import { Measurements } from "../prescriptions/PrescriptionDetailsDialog.tsx";
import { PrescriptionFilePreview } from "../prescriptions/PrescriptionFilePreview.tsx";

const HOW = { link: "sent through the order's link", admin: "matched by staff" } as const;

function ViewFileButton({ prescription }: { prescription: PrescriptionListEntry }) {
  const [opening, setOpening] = useState(false);
  const view = async () => {
    setOpening(true);
    try {
      await openPrescriptionFile(prescription);
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={view} disabled={opening}>
      {opening ? "Opening..." : "View File"}
    </Button>
  );
}

function PrescriptionValues({ p, preview }: { p: PrescriptionListEntry; preview: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <FieldGrid>
        <Field label="Name">{p.full_name}</Field>
        <Field label="Pupillary Distance">{p.pupillary_distance}</Field>
        <Field label="Submitted">{londonShortDateTime(p.created_at)}</Field>
        <Field label="Linked">{p.linked_by ? HOW[p.linked_by] : "—"}</Field>
      </FieldGrid>
      <Measurements p={p} kind="distance" />
      <Measurements p={p} kind="reading" />
      <PrescriptionCompleteValues p={p} />
      <p className="text-sm whitespace-pre-wrap">{p.notes || "No notes."}</p>
      {preview ? <PrescriptionFilePreview prescription={p} /> : null}
      {p.prescription_image_url ? (
        <div>
          <ViewFileButton prescription={p} />
        </div>
      ) : (
        <p className="text-sm text-zinc-600">No prescription file uploaded.</p>
      )}
    </div>
  );
}

const yesNo = (answer: boolean) => (answer ? "Yes" : "No");

/** The wearer's answers to the eligibility questions, as given at checkout. */
function EligibilityAnswers({ eligibility }: { eligibility: AdminOrderDetail["eligibility"] }) {
  if (!eligibility) {
    return <p className="text-sm text-zinc-600">No eligibility answers were recorded with this order.</p>;
  }
  return (
    <div data-testid="order-eligibility">
      <p className="mb-2 text-sm font-semibold">Wearer eligibility</p>
      <FieldGrid>
        <Field label="Aged 16 or over">{yesNo(eligibility.aged16OrOver)}</Field>
        <Field label="Not registered sight-impaired">
          <span title={ELIGIBILITY_SHORT.notSightImpaired}>{yesNo(eligibility.notSightImpaired)}</span>
        </Field>
        <Field label="Answered">{londonShortDateTime(eligibility.answeredAt)}</Field>
        <Field label="Wording version">{eligibility.wordingVersion}</Field>
      </FieldGrid>
    </div>
  );
}

/**
 * The order's prescriptions, newest (current) first with its file, older versions folded away; while the
 * order waits for one, prescriptions from the buyer's email are offered to confirm.
 */
export function OrderPrescriptionsPanel({ order }: { order: AdminOrderDetail }) {
  const [current, ...older] = order.prescriptions;
  if (!order.needsPrescription && !current) return null;
  return (
    <DialogSection title="Prescription">
      <div data-testid="order-prescriptions" className="flex flex-col gap-4">
        {order.needsPrescription ? <EligibilityAnswers eligibility={order.eligibility} /> : null}
        {current ? (
          <div className="flex flex-col gap-3">
            <p className="flex items-center gap-2 text-sm font-semibold">
              <Badge variant="dark">Current</Badge> Prescription #{current.id}
            </p>
            <PrescriptionValues p={current} preview />
          </div>
        ) : (
          <p className="text-sm text-ember-700">Awaiting the buyer's prescription.</p>
        )}
        {older.map((p) => (
          <details key={p.id} className="rounded-md border border-zinc-200 p-3">
            <summary className="cursor-pointer text-sm font-semibold">
              Older version: prescription #{p.id}, submitted {londonShortDateTime(p.created_at)}
            </summary>
            <div className="mt-3">
              <PrescriptionValues p={p} preview={false} />
            </div>
          </details>
        ))}
        {order.suggestedPrescriptions.length > 0 ? (
          <ul className="flex flex-col gap-2" aria-label="Suggested prescriptions">
            {order.suggestedPrescriptions.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-2 text-sm">
                Suggested: prescription #{p.id} from {p.full_name}, submitted{" "}
                {londonShortDateTime(p.created_at)}
                <ConfirmMatchButton
                  prescriptionId={p.id}
                  orderId={order.id}
                  orderNumber={order.orderNumber ?? `#${order.id}`}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </DialogSection>
  );
}
