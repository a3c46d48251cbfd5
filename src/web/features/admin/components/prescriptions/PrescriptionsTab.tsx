import { useId, useState } from "react";
import { londonShortDateTime } from "#shared/dates.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { usePrescriptions } from "#web/features/admin/api/prescriptions.ts";
import { DataTable, QueryState, tableClasses as t } from "../QueryState.tsx";
import { PrescriptionDetailsDialog } from "./PrescriptionDetailsDialog.tsx";
import { PrescriptionOrderCell } from "./PrescriptionOrderCell.tsx";

export function PrescriptionsTab() {
  const query = usePrescriptions();
  const [openId, setOpenId] = useState<number | null>(null);
  const headingId = useId();
  const open = query.data?.find((p) => p.id === openId) ?? null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-black uppercase">
        Prescription Forms
      </h2>
      <QueryState query={query} what="prescription forms" empty="No prescription forms found">
        {(rows) => (
          <DataTable
            label="Prescription forms"
            columns={["Date", "Name", "Email", "Phone", "Order", "Image", "Actions"]}
          >
            {rows.map((p) => (
              <tr key={p.id} className={t.row}>
                <td className={`${t.td} whitespace-nowrap`}>{londonShortDateTime(p.created_at)}</td>
                <td className={t.td}>{p.full_name}</td>
                <td className={t.td}>{p.email}</td>
                <td className={t.td}>{p.phone}</td>
                <td className={t.td}>
                  <PrescriptionOrderCell prescription={p} />
                </td>
                <td className={t.td}>
                  {p.prescription_image_url ? (
                    <Badge variant="dark">Uploaded</Badge>
                  ) : (
                    <span className="text-zinc-600">No image</span>
                  )}
                </td>
                <td className={t.td}>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`View details of ${p.full_name}'s prescription`}
                    onClick={() => setOpenId(p.id)}
                  >
                    View Details
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryState>
      {open ? <PrescriptionDetailsDialog prescription={open} onClose={() => setOpenId(null)} /> : null}
    </section>
  );
}
