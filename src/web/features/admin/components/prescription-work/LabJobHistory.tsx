import { londonShortDateTime } from "#shared/dates.ts";
import type { PrescriptionWork } from "#shared/schemas/prescription-work.ts";
import { tableClasses as t } from "../QueryState.tsx";

/** Every job sent to the lab for this order, re-makes included. */
export function LabJobHistory({ jobs }: { jobs: PrescriptionWork["labJobs"] }) {
  if (jobs.length === 0) return <p className="text-sm text-zinc-600">Not sent to the lab yet.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-zinc-200">
      <table className="w-full min-w-[480px] border-collapse text-left text-sm">
        <caption className="sr-only">Lab jobs</caption>
        <thead className={t.head}>
          <tr>
            <th className={t.th}>Job</th>
            <th className={t.th}>Re-make</th>
            <th className={t.th}>Sent</th>
            <th className={t.th}>Returned</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.jobNumber} className={t.row}>
              <th scope="row" className={`${t.td} font-medium`}>
                {job.jobNumber}
                {job.reference ? (
                  <span className="block text-xs font-normal text-zinc-600">
                    {job.provider} ref. {job.reference}
                  </span>
                ) : null}
              </th>
              <td className={t.td}>{job.remake ? "Yes" : "No"}</td>
              <td className={t.td}>
                {londonShortDateTime(job.sentAt)}
                <span className="block text-xs text-zinc-600">by {job.sentBy}</span>
              </td>
              <td className={t.td}>{job.returnedAt ? londonShortDateTime(job.returnedAt) : "Not yet"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
