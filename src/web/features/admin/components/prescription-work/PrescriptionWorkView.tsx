import { useQueryClient } from "@tanstack/react-query";
import { londonShortDateTime } from "#shared/dates.ts";
import { staffStatusText } from "#shared/order-status-text.ts";
import type { PrescriptionWork } from "#shared/schemas/prescription-work.ts";
import { refetchPrescriptionWork } from "#web/features/admin/api/stage-action.ts";
import { DialogSection } from "../DialogSection.tsx";
import { CorrectValuesSlot } from "./CorrectValuesSlot.tsx";
import { LabJobHistory } from "./LabJobHistory.tsx";
import { ProductionProblems } from "./ProductionProblems.tsx";
import { QualityCheckHistory } from "./QualityCheckHistory.tsx";
import { QueryHistory } from "./QueryHistory.tsx";
import { WaitedFor } from "./WaitedFor.tsx";
import { WorkActions } from "./WorkActions.tsx";
import { WorkPrescription } from "./WorkPrescription.tsx";

/** One prescription order's work: its stage, the prescription against its copy, the actions and the history. */
export function PrescriptionWorkView({ work }: { work: PrescriptionWork }) {
  const queryClient = useQueryClient();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-black uppercase sm:text-4xl">Order {work.orderNumber}</h1>
        <p className="text-sm text-zinc-700">
          {work.customerName} ·{" "}
          <a className="text-ember-700 underline" href={`mailto:${work.customerEmail}`}>
            {work.customerEmail}
          </a>
          {work.varifocal ? " · Varifocal" : ""}
        </p>
        <p className="text-lg font-semibold" data-testid="work-stage">
          {staffStatusText(work.status)}
        </p>
        <p className="text-sm text-zinc-600">
          Since {londonShortDateTime(work.since)} · <WaitedFor since={work.since} />
        </p>
      </div>
      <ProductionProblems problems={work.productionProblems} />
      <section aria-labelledby="work-actions" className="flex flex-col gap-3">
        <h2 id="work-actions" className="text-xl font-black uppercase">
          Next step
        </h2>
        <WorkActions orderId={work.orderId} actions={work.actions} />
      </section>
      <DialogSection title="Prescription">
        <WorkPrescription prescription={work.prescription} />
      </DialogSection>
      {work.prescription && work.actions.includes("verify") ? (
        <CorrectValuesSlot
          prescription={work.prescription}
          onSaved={() => refetchPrescriptionWork(queryClient, work.orderId)}
        />
      ) : null}
      <DialogSection title="Queries">
        <QueryHistory queries={work.queries} />
      </DialogSection>
      <DialogSection title="Lab jobs">
        <LabJobHistory jobs={work.labJobs} />
      </DialogSection>
      <DialogSection title="Quality checks">
        <QualityCheckHistory checks={work.qualityChecks} />
      </DialogSection>
    </div>
  );
}
