import { useId, useState } from "react";
import { InviteBody } from "#shared/schemas/staff.ts";
import { ROLE_LABELS, ROLES, type Role } from "#shared/staff/roles.ts";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { useInvite } from "#web/features/admin/api/staff.ts";
import { errorMessage } from "#web/lib/api.ts";
import { AdminDialog, FormDialogFooter } from "../AdminDialog.tsx";
import { NativeSelect } from "../NativeSelect.tsx";
import { ROLE_HELP } from "./role-help.ts";

/** The owner invites a person by name, email and role; the server emails them the link. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const invite = useInvite();
  const formId = useId();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("staff");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = InviteBody.safeParse({ name, email, role });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Check the form");
      return;
    }
    setProblem(null);
    invite.mutate(parsed.data, {
      onSuccess: (person) => {
        toast({ title: "Invitation sent", description: `${person.name} has an email with their link.` });
        onClose();
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <AdminDialog
      open
      size="md"
      onOpenChange={(open) => !open && onClose()}
      title="Invite a person"
      description="They get an email with a link, valid for 72 hours, to choose their password."
      footer={
        <FormDialogFooter
          form={formId}
          onClose={onClose}
          pending={invite.isPending}
          submit="Send invitation"
          pendingText="Sending…"
        />
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${formId}-name`}>Name</Label>
          <Input
            id={`${formId}-name`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${formId}-email`}>Email</Label>
          <Input
            id={`${formId}-email`}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${formId}-role`}>Role</Label>
          <NativeSelect
            id={`${formId}-role`}
            value={role}
            onChange={(e) => setRole(e.target.value as Role)}
            aria-describedby={`${formId}-role-help`}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </NativeSelect>
          <p id={`${formId}-role-help`} className="text-sm text-zinc-600">
            {ROLE_HELP[role]}
          </p>
        </div>
        {problem ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {problem}
          </p>
        ) : null}
      </form>
    </AdminDialog>
  );
}
