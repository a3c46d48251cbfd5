import { londonShortDateTime } from "#shared/dates.ts";
import type { CatalogueChange } from "#shared/schemas/catalogue-admin.ts";
import { useCatalogueHistory } from "#web/features/admin/api/catalogue.ts";
import { DataTable, QueryState, tableClasses as t } from "../QueryState.tsx";

const shown = (value: CatalogueChange["oldValue"]) =>
  value === null
    ? "—"
    : Object.entries(value)
        .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(", ") : String(v)}`)
        .join("; ");

/** Who changed what in the catalogue and the settings, newest first. */
export function CatalogueHistory() {
  const query = useCatalogueHistory();
  return (
    <QueryState query={query} what="change history" empty="No changes yet">
      {(rows) => (
        <DataTable
          label="Catalogue change history"
          columns={["When", "Who", "What", "Old value", "New value"]}
        >
          {rows.map((c) => (
            <tr key={c.id} className={t.row}>
              <td className={t.td}>{londonShortDateTime(c.createdAt)}</td>
              <td className={t.td}>{c.admin}</td>
              <td className={t.td}>{`${c.kind}${c.itemId ? ` #${c.itemId}` : ""} (${c.action})`}</td>
              <td className={`${t.td} max-w-72 break-words`}>{shown(c.oldValue)}</td>
              <td className={`${t.td} max-w-72 break-words`}>{shown(c.newValue)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </QueryState>
  );
}
