import type { QcCheckView } from "#shared/schemas/prescription-work.ts";
import { tableClasses as t } from "../QueryState.tsx";

const EYE_LABELS = { right: "Right", left: "Left" } as const;

/** One quality check field by field (the server names each field): ordered, measured, the tolerance, and whether it is within it. */
export function QcResultTable({ check }: { check: QcCheckView }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-bold" data-testid="qc-overall">
        Overall:{" "}
        <span className={check.pass ? "text-emerald-700" : "text-red-700"}>
          {check.pass ? "Pass" : "Fail"}
        </span>
      </p>
      <div className="overflow-x-auto rounded-lg border border-zinc-200">
        <table className="w-full min-w-[520px] border-collapse text-left text-sm">
          <caption className="sr-only">Quality check of job {check.jobNumber}</caption>
          <thead className={t.head}>
            <tr>
              <th className={t.th}>Eye</th>
              <th className={t.th}>Field</th>
              <th className={t.th}>Ordered</th>
              <th className={t.th}>Measured</th>
              <th className={t.th}>Tolerance</th>
              <th className={t.th}>Result</th>
            </tr>
          </thead>
          <tbody>
            {check.fields.map((f) => (
              <tr key={`${f.eye}-${f.field}`} className={`${t.row} ${f.ok ? "" : "bg-red-50"}`}>
                <td className={t.td}>{EYE_LABELS[f.eye]}</td>
                <th scope="row" className={`${t.td} font-medium`}>
                  {f.field}
                </th>
                <td className={t.td}>{f.ordered}</td>
                <td className={t.td}>{f.measured}</td>
                <td className={t.td}>{f.tolerance}</td>
                <td className={`${t.td} font-semibold ${f.ok ? "text-emerald-700" : "text-red-700"}`}>
                  {f.ok ? "OK" : "Out of tolerance"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
