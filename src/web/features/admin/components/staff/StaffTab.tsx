import { UserPlus } from "lucide-react";
import { useId, useState } from "react";
import { londonShortDate } from "#shared/dates.ts";
import type { StaffMember } from "#shared/schemas/staff.ts";
import { ROLE_LABELS, ROLES, type Role } from "#shared/staff/roles.ts";
import { useAdminIdentity } from "#web/admin-auth/use-permissions.ts";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { type StaffAction, useStaff, useStaffAction } from "#web/features/admin/api/staff.ts";
import { errorMessage } from "#web/lib/api.ts";
import { NativeSelect } from "../NativeSelect.tsx";
import { QueryState, TableWrap, tableClasses as t } from "../QueryState.tsx";
import { StatusBadge } from "../StatusBadge.tsx";
import { InviteDialog } from "./InviteDialog.tsx";

const DONE: Record<StaffAction["action"], string> = {
  disable: "Disabled: their sessions have ended",
  enable: "Enabled",
  "end-sessions": "Their sessions have ended",
  "invitation/resend": "A new invitation is on its way",
  "invitation/cancel": "Invitation withdrawn",
  role: "Role changed",
  "second-factor/reset": "Second factor removed: they set up a new one at their next sign-in",
};

const SECOND_FACTOR: Record<StaffMember["secondFactor"], string> = {
  enabled: "On",
  "must-enrol": "Not set up (required)",
  "should-enrol": "Not set up (asked)",
  optional: "Off (optional)",
};

/** The owner's people: roles, states, invitations and sessions. */
export function StaffTab() {
  const query = useStaff();
  const me = useAdminIdentity().data?.username;
  const act = useStaffAction();
  const [inviting, setInviting] = useState(false);
  const headingId = useId();

  const run = (a: StaffAction, who: string) =>
    act.mutate(a, {
      onSuccess: () => toast({ title: DONE[a.action], description: who }),
      onError: (error) =>
        toast({ title: "Not changed", description: errorMessage(error), variant: "destructive" }),
    });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-black uppercase">
          Staff
        </h2>
        <Button onClick={() => setInviting(true)}>
          <UserPlus aria-hidden="true" />
          Invite a person
        </Button>
      </div>
      <QueryState query={query} what="staff" empty="Nobody yet">
        {(people) => (
          <TableWrap label="Staff">
            <table className={`${t.table} min-w-[760px]`}>
              <thead className={t.head}>
                <tr>
                  <th className={t.th}>Name</th>
                  <th className={t.th}>Username</th>
                  <th className={t.th}>Role</th>
                  <th className={t.th}>State</th>
                  <th className={t.th}>Second factor</th>
                  <th className={t.th}>Sessions</th>
                  <th className={t.th}>Actions</th>
                </tr>
              </thead>
              <tbody>
                {people.map((p) => (
                  <PersonRow key={p.id} person={p} isMe={p.username === me} run={run} busy={act.isPending} />
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </QueryState>
      {inviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
    </section>
  );
}

interface RowProps {
  person: StaffMember;
  isMe: boolean;
  busy: boolean;
  run: (a: StaffAction, who: string) => void;
}

function PersonRow({ person: p, isMe, busy, run }: RowProps) {
  const who = p.name || p.username;
  const button = (label: string, action: Exclude<StaffAction["action"], "role">, aria: string) => (
    <Button
      size="sm"
      variant="outline"
      disabled={busy}
      aria-label={`${aria} ${who}`}
      onClick={() => run({ id: p.id, action }, who)}
    >
      {label}
    </Button>
  );
  return (
    <tr className={t.row} data-person={p.username}>
      <td className={`${t.td} font-semibold`}>
        {who}
        {isMe ? <span className="ml-1 font-normal text-zinc-500">(you)</span> : null}
      </td>
      <td className={`${t.td} break-all`}>{p.username}</td>
      <td className={t.td}>
        <NativeSelect
          aria-label={`Role of ${who}`}
          value={p.role}
          disabled={busy || p.state === "disabled"}
          onChange={(e) => run({ id: p.id, action: "role", body: { role: e.target.value as Role } }, who)}
          className="h-9 min-w-32"
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </NativeSelect>
      </td>
      <td className={t.td}>
        <StatusBadge status={p.state} />
        {p.invitationExpiresAt ? (
          <span className="block text-xs text-zinc-600">
            Link works until {londonShortDate(p.invitationExpiresAt)}
          </span>
        ) : null}
      </td>
      <td className={t.td}>{SECOND_FACTOR[p.secondFactor]}</td>
      <td className={t.td}>{p.sessions}</td>
      <td className={t.td}>
        <div className="flex flex-wrap gap-2">
          {p.state === "invited" ? (
            <>
              {button("Resend", "invitation/resend", "Resend the invitation of")}
              {button("Withdraw", "invitation/cancel", "Withdraw the invitation of")}
            </>
          ) : null}
          {p.state === "active" ? button("Disable", "disable", "Disable") : null}
          {p.state === "disabled" ? button("Enable", "enable", "Enable") : null}
          {p.sessions > 0 && !isMe ? button("End sessions", "end-sessions", "End the sessions of") : null}
          {p.secondFactor === "enabled" && !isMe
            ? button("Reset second factor", "second-factor/reset", "Reset the second factor of")
            : null}
        </div>
      </td>
    </tr>
  );
}
