import { useId } from "react";
import { londonShortDateTime } from "#shared/dates.ts";
import { usePrivacyRequests } from "#web/features/admin/api/privacy-requests.ts";
import { DataTable, QueryState, tableClasses as t } from "../QueryState.tsx";

const recordsIn = (summary: Record<string, number>) => Object.values(summary).reduce((a, b) => a + b, 0);

/** Every export and erasure, with the admin who made it (the address itself is kept only as a hash). */
export function PrivacyRequestsSection() {
  const query = usePrivacyRequests();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-xl font-bold uppercase">
        Request History
      </h3>
      <QueryState query={query} what="privacy requests" empty="No exports or erasures yet">
        {(rows) => (
          <DataTable
            label="Privacy requests"
            columns={["Date", "Request", "Admin", "Records", "Address (hash)"]}
          >
            {rows.map((r) => (
              <tr key={r.id} className={t.row}>
                <td className={`${t.td} whitespace-nowrap`}>{londonShortDateTime(r.createdAt)}</td>
                <td className={t.td}>{r.kind === "erase" ? "Erasure" : "Export"}</td>
                <td className={t.td}>{r.admin}</td>
                <td className={t.td}>{recordsIn(r.summary)}</td>
                <td className={`${t.td} font-mono text-xs`} title={r.subjectHash}>
                  {r.subjectHash.slice(0, 12)}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryState>
    </section>
  );
}
