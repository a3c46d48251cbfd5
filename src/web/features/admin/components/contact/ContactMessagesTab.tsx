import { useId, useState } from "react";
import { londonShortDateTime } from "#shared/dates.ts";
import type { ContactMessageStatus } from "#shared/schemas/contact.ts";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { useContactMessages } from "#web/features/admin/api/contact-messages.ts";
import { useUpdateContactStatus } from "#web/features/admin/api/update-contact-status.ts";
import { failureText } from "#web/features/admin/lib/failure.ts";
import { DataTable, QueryState, tableClasses as t } from "../QueryState.tsx";
import { StatusBadge } from "../StatusBadge.tsx";
import { MessageDetailsDialog } from "./MessageDetailsDialog.tsx";

/** unread → read → replied, never back. */
function useContactStatusChange() {
  const update = useUpdateContactStatus();
  const change = (id: number, status: ContactMessageStatus) =>
    update.mutate(
      { id, status },
      {
        onSuccess: () =>
          toast({ title: "Status Updated", description: `The message is marked as ${status}.` }),
        onError: (error) =>
          toast({
            title: "Update Failed",
            description: failureText("Could not update message status. Please try again.", error),
            variant: "destructive",
          }),
      },
    );
  return { change, pendingId: update.isPending ? update.variables?.id : undefined };
}

/** The one step each status can take from the table: unread to read, read to replied. */
const NEXT_STATUS: Partial<Record<ContactMessageStatus, { status: ContactMessageStatus; label: string }>> = {
  unread: { status: "read", label: "Mark as Read" },
  read: { status: "replied", label: "Mark as Replied" },
};

export function ContactMessagesTab() {
  const query = useContactMessages();
  const { change, pendingId } = useContactStatusChange();
  const [openId, setOpenId] = useState<number | null>(null);
  const headingId = useId();
  const open = query.data?.find((m) => m.id === openId) ?? null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-black uppercase">
        Contact Messages
      </h2>
      <QueryState query={query} what="contact messages" empty="No contact messages found">
        {(rows) => (
          <DataTable
            label="Contact messages"
            columns={["Date", "Name", "Email", "Subject", "Source", "Status", "Actions"]}
          >
            {rows.map((m) => {
              const next = NEXT_STATUS[m.status];
              return (
                <tr key={m.id} className={t.row} data-message-id={m.id}>
                  <td className={`${t.td} whitespace-nowrap`}>{londonShortDateTime(m.createdAt)}</td>
                  <td className={t.td}>{m.name}</td>
                  <td className={t.td}>{m.email}</td>
                  <td className={`${t.td} max-w-56 break-words`}>{m.subject}</td>
                  <td className={t.td}>{m.source}</td>
                  <td className={t.td}>
                    <StatusBadge status={m.status} />
                  </td>
                  <td className={t.td}>
                    <div className="flex flex-wrap gap-2">
                      <Button size="sm" variant="outline" onClick={() => setOpenId(m.id)}>
                        View
                      </Button>
                      {next ? (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={pendingId === m.id}
                          onClick={() => change(m.id, next.status)}
                        >
                          {next.label}
                        </Button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </QueryState>
      {open ? <MessageDetailsDialog message={open} onClose={() => setOpenId(null)} /> : null}
    </section>
  );
}
