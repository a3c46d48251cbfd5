import { londonShortDateTime } from "#shared/dates.ts";
import type { AuditEntry } from "#shared/schemas/audit.ts";
import { changeLines } from "#web/features/admin/lib/audit-change.ts";
import { TableWrap } from "../QueryState.tsx";

const COLUMNS = ["When", "Person", "Action", "Record", "Change", "Address"] as const;

/**
 * The rows as a table; on a phone each row stacks into a card with its column names beside the values
 * (the column headings stay for screen readers).
 */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const cell = "px-3 py-1 sm:py-2.5 max-sm:grid max-sm:grid-cols-[6rem_1fr] max-sm:gap-2";
  const label = (text: string) => (
    <span
      aria-hidden="true"
      className="text-xs font-semibold tracking-wide text-zinc-600 uppercase sm:hidden"
    >
      {text}
    </span>
  );
  return (
    <TableWrap label="Audit rows">
      <table className="w-full border-collapse text-left text-sm sm:min-w-[760px]">
        <thead className="bg-zinc-50 text-xs font-semibold tracking-wide text-zinc-600 uppercase max-sm:sr-only">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} className="px-3 py-2.5 font-semibold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => {
            const lines = changeLines(e.before, e.after);
            return (
              <tr key={e.id} className="border-t border-zinc-200 align-top max-sm:block max-sm:py-2">
                <td className={`${cell} whitespace-nowrap`}>
                  {label("When")}
                  <time dateTime={e.at}>{londonShortDateTime(e.at)}</time>
                </td>
                <td className={cell}>
                  {label("Person")}
                  <span className="font-semibold">{e.actorName}</span>
                </td>
                <td className={cell}>
                  {label("Action")}
                  <code className="text-xs break-all">{e.action}</code>
                </td>
                <td className={cell}>
                  {label("Record")}
                  <span className="break-all">
                    {e.entity}
                    {e.entityId ? ` ${e.entityId}` : ""}
                  </span>
                </td>
                <td className={cell}>
                  {label("Change")}
                  {lines.length === 0 ? (
                    <span className="text-zinc-500">—</span>
                  ) : (
                    <ul className="flex flex-col gap-0.5 break-all">
                      {lines.map((l) => (
                        <li key={l}>{l}</li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className={`${cell} text-zinc-600`}>
                  {label("Address")}
                  <span className="break-all">{e.ip ?? "—"}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableWrap>
  );
}
