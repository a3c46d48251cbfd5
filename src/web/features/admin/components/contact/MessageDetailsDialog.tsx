import { Mail } from "lucide-react";
import { useId, useState } from "react";
import { londonShortDateTime } from "#shared/dates.ts";
import type { ContactMessage } from "#shared/schemas/admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Textarea } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { useReplyToContact } from "#web/features/admin/api/reply-contact.ts";
import { failureText } from "#web/features/admin/lib/failure.ts";
import { AdminDialog, Field, FieldGrid } from "../AdminDialog.tsx";
import { StatusBadge } from "../StatusBadge.tsx";

const mailtoFor = (m: ContactMessage) =>
  `mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`;

export function MessageDetailsDialog({
  message: m,
  onClose,
}: {
  message: ContactMessage;
  onClose: () => void;
}) {
  const [replying, setReplying] = useState(false);
  const [text, setText] = useState("");
  const reply = useReplyToContact();
  const replyId = useId();

  const send = () => {
    if (!text.trim()) return;
    reply.mutate(
      { id: m.id, message: text },
      {
        onSuccess: () => {
          setText("");
          setReplying(false);
          toast({ title: "Reply Sent", description: `Your reply was emailed to ${m.email}.` });
        },
        onError: (error) =>
          toast({
            title: "Reply Failed",
            description: failureText("Could not send your reply. Please try again.", error),
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <AdminDialog open onOpenChange={(next) => !next && onClose()} title="Message Details" size="md">
      <div className="flex flex-col gap-5">
        <FieldGrid>
          <Field label="From">{m.name}</Field>
          <Field label="Email">{m.email}</Field>
          <Field label="Subject">{m.subject}</Field>
          <Field label="Source">{m.source}</Field>
          <Field label="Status">
            <StatusBadge status={m.status} />
          </Field>
          <Field label="Received">{londonShortDateTime(m.createdAt)}</Field>
        </FieldGrid>
        <div>
          <h3 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">Message</h3>
          <p className="mt-1 rounded-md bg-zinc-50 p-3 text-sm whitespace-pre-wrap">{m.message}</p>
        </div>
        {replying ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor={replyId}>Your reply to {m.name}</Label>
            <Textarea
              id={replyId}
              value={text}
              rows={6}
              maxLength={20_000}
              onChange={(e) => setText(e.target.value)}
            />
            <div className="flex flex-wrap items-center gap-2">
              <Button onClick={send} disabled={!text.trim() || reply.isPending}>
                {reply.isPending ? "Sending..." : "Send Reply"}
              </Button>
              <Button variant="ghost" onClick={() => setReplying(false)}>
                Cancel
              </Button>
              <a className="text-sm text-ember-700 underline" href={mailtoFor(m)}>
                Or open in your mail app
              </a>
            </div>
          </div>
        ) : (
          <div>
            <Button onClick={() => setReplying(true)}>
              <Mail aria-hidden="true" />
              Reply via Email
            </Button>
          </div>
        )}
      </div>
    </AdminDialog>
  );
}
