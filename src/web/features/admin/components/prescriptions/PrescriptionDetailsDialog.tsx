import { useState } from "react";
import { londonShortDateTime } from "#shared/dates.ts";
import type { AdminPrescription } from "#shared/schemas/admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { AdminDialog, Field, FieldGrid } from "../AdminDialog.tsx";
import { DialogSection } from "../DialogSection.tsx";
import { TableWrap, tableClasses as t } from "../QueryState.tsx";
import { openPrescriptionFile } from "./open-prescription-file.ts";
import { PrescriptionCompleteValues } from "./PrescriptionCompleteValues.tsx";
import { PrescriptionFilePreview } from "./PrescriptionFilePreview.tsx";

type Eye = "od" | "os";
type Kind = "distance" | "reading";
const EYES: [Eye, string][] = [
  ["od", "Right eye (OD)"],
  ["os", "Left eye (OS)"],
];

function value(p: AdminPrescription, eye: Eye, kind: Kind, part: "sphere" | "cylinder" | "axis") {
  return p[`${eye}_${kind}_${part}`] || "—";
}

export function Measurements({ p, kind }: { p: AdminPrescription; kind: Kind }) {
  return (
    <TableWrap label={kind === "distance" ? "Distance prescription" : "Reading prescription"}>
      <table className={`${t.table} min-w-[360px]`}>
        <caption className="sr-only">{kind === "distance" ? "Distance" : "Reading"} prescription</caption>
        <thead className={t.head}>
          <tr>
            <th className={t.th}>Eye</th>
            <th className={t.th}>Sphere</th>
            <th className={t.th}>Cylinder</th>
            <th className={t.th}>Axis</th>
          </tr>
        </thead>
        <tbody>
          {EYES.map(([eye, label]) => (
            <tr key={eye} className={t.row}>
              <th scope="row" className={`${t.td} font-medium`}>
                {label}
              </th>
              <td className={t.td}>{value(p, eye, kind, "sphere")}</td>
              <td className={t.td}>{value(p, eye, kind, "cylinder")}</td>
              <td className={t.td}>{value(p, eye, kind, "axis")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

export function PrescriptionDetailsDialog({
  prescription: p,
  onClose,
}: {
  prescription: AdminPrescription;
  onClose: () => void;
}) {
  const [opening, setOpening] = useState(false);
  const viewFile = async () => {
    setOpening(true);
    try {
      await openPrescriptionFile(p);
    } finally {
      setOpening(false);
    }
  };

  return (
    <AdminDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title="Prescription Details"
      description={`Submitted ${londonShortDateTime(p.created_at)}`}
    >
      <div className="flex flex-col gap-6">
        <DialogSection title="Customer">
          <FieldGrid>
            <Field label="Name">{p.full_name}</Field>
            <Field label="Email">
              <a className="text-ember-700 underline" href={`mailto:${p.email}`}>
                {p.email}
              </a>
            </Field>
            <Field label="Phone">{p.phone}</Field>
            <Field label="Pupillary Distance">{p.pupillary_distance || "Per eye (below)"}</Field>
          </FieldGrid>
        </DialogSection>
        <DialogSection title="Distance">
          <Measurements p={p} kind="distance" />
        </DialogSection>
        <DialogSection title="Reading">
          <Measurements p={p} kind="reading" />
        </DialogSection>
        <DialogSection title="ADD, Prism, PD, Fitting Height and Eye Test">
          <PrescriptionCompleteValues p={p} />
        </DialogSection>
        <DialogSection title="Notes">
          <p className="text-sm whitespace-pre-wrap">{p.notes || "No notes."}</p>
        </DialogSection>
        <DialogSection title="Prescription File">
          <PrescriptionFilePreview prescription={p} />
          <div>
            <Button variant="outline" size="sm" onClick={viewFile} disabled={opening}>
              {opening ? "Opening..." : "View File"}
            </Button>
          </div>
        </DialogSection>
      </div>
    </AdminDialog>
  );
}
