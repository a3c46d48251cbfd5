import { londonShortDateTime } from "#shared/dates.ts";
import type { OutboxEmail } from "#shared/schemas/admin.ts";
import { AdminDialog, Field, FieldGrid } from "../AdminDialog.tsx";
import { StatusBadge } from "../StatusBadge.tsx";
import { EmailBody } from "./EmailBody.tsx";
import { emailKindLabel } from "./email-kind.ts";

export function EmailDetailsDialog({ email, onClose }: { email: OutboxEmail; onClose: () => void }) {
  return (
    <AdminDialog open onOpenChange={(next) => !next && onClose()} title="Email Details" size="md">
      <div className="flex flex-col gap-4">
        <FieldGrid>
          <Field label="To">{email.to}</Field>
          <Field label="Queued">{londonShortDateTime(email.createdAt)}</Field>
          <Field label="Type">{emailKindLabel(email.kind)}</Field>
          <Field label="Status">
            <StatusBadge status={email.status} />
          </Field>
          <Field label="Sent">{email.sentAt ? londonShortDateTime(email.sentAt) : "Not yet"}</Field>
          <Field label="Attempts">{String(email.attempts)}</Field>
        </FieldGrid>
        {email.error ? <Field label="Last error">{email.error}</Field> : null}
        <Field label="Subject">{email.subject}</Field>
        <EmailBody email={email} />
      </div>
    </AdminDialog>
  );
}
