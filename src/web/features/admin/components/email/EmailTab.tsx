import { ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { londonShortDateTime } from "#shared/dates.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useOutboxEmails } from "#web/features/admin/api/emails.ts";
import { DataTable, QueryState, tableClasses as t } from "../QueryState.tsx";
import { StatusBadge } from "../StatusBadge.tsx";
import { EmailDetailsDialog } from "./EmailDetailsDialog.tsx";
import { emailKindLabel } from "./email-kind.ts";

/** Replaces the disabled Email Tester with a read-only outbox (nothing is sent from the admin). */
export function EmailTab() {
  const query = useOutboxEmails();
  const [openId, setOpenId] = useState<number | null>(null);
  const headingId = useId();
  const open = query.data?.find((e) => e.id === openId) ?? null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-black uppercase">
          Sent Emails
        </h2>
        <Button size="sm" variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? "Refreshing..." : "Refresh"}
        </Button>
      </div>
      <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        The Email Tester is disabled for security reasons. This is a read-only list of the emails the shop has
        sent or is about to send: queued emails go out within seconds, and one the mail server refuses is
        retried for about an hour before it shows as failed.
      </p>
      <QueryState query={query} what="sent emails" empty="No emails sent yet">
        {(rows) => (
          <DataTable label="Sent emails" columns={["Date", "Type", "To", "Subject", "Status", "Actions"]}>
            {rows.map((e) => (
              <tr key={e.id} className={t.row}>
                <td className={`${t.td} whitespace-nowrap`}>{londonShortDateTime(e.createdAt)}</td>
                <td className={t.td}>{emailKindLabel(e.kind)}</td>
                <td className={t.td}>{e.to}</td>
                <td className={`${t.td} max-w-64 break-words`}>{e.subject}</td>
                <td className={t.td}>
                  <StatusBadge status={e.status} />
                </td>
                <td className={t.td}>
                  <Button size="sm" variant="outline" onClick={() => setOpenId(e.id)}>
                    View
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryState>
      {open ? <EmailDetailsDialog email={open} onClose={() => setOpenId(null)} /> : null}
    </section>
  );
}
