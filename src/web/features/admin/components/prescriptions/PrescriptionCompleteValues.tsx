import type { AdminPrescription } from "#shared/schemas/admin.ts";
import { TableWrap, tableClasses as t } from "../QueryState.tsx";

const EYES = [
  ["od", "Right eye (OD)"],
  ["os", "Left eye (OS)"],
] as const;

const prism = (amount: string | undefined, base: string | undefined) =>
  amount ? `${amount} base ${base ?? "?"}` : "—";

/** ADD, prism, monocular PD and fitting height per eye, and the eye test; a dash where none was given. */
export function PrescriptionCompleteValues({ p }: { p: AdminPrescription }) {
  const v = p.values;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        Eye test: <strong>{v.eyeTestDate ?? "not given"}</strong>
        {v.prescriber ? ` by ${v.prescriber}` : ""}
        {p.has_prism ? (
          <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-amber-900">Prism: check by hand</span>
        ) : null}
      </p>
      <TableWrap label="ADD, prism, PD and fitting height">
        <table className={`${t.table} min-w-[520px]`}>
          <caption className="sr-only">ADD, prism, PD and fitting height per eye</caption>
          <thead className={t.head}>
            <tr>
              <th className={t.th}>Eye</th>
              <th className={t.th}>ADD</th>
              <th className={t.th}>Horizontal prism</th>
              <th className={t.th}>Vertical prism</th>
              <th className={t.th}>PD (mm)</th>
              <th className={t.th}>Fitting height (mm)</th>
            </tr>
          </thead>
          <tbody>
            {EYES.map(([eye, label]) => (
              <tr key={eye} className={t.row}>
                <th scope="row" className={`${t.td} font-medium`}>
                  {label}
                </th>
                <td className={t.td}>{v[`${eye}Add`] ?? "—"}</td>
                <td className={t.td}>{prism(v[`${eye}PrismHorizontal`], v[`${eye}PrismHorizontalBase`])}</td>
                <td className={t.td}>{prism(v[`${eye}PrismVertical`], v[`${eye}PrismVerticalBase`])}</td>
                <td className={t.td}>{v[`${eye}PupillaryDistance`] ?? "—"}</td>
                <td className={t.td}>{v[`${eye}FittingHeight`] ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </div>
  );
}
