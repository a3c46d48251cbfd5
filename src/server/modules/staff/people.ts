import type { AppContext } from "#server/context.ts";
import { badRequest, conflict, notFound } from "#server/lib/http-error.ts";
import { revokeAllSessions, sessionMaxAgeMs } from "#server/modules/admin-auth/index.ts";
import type { StaffList, StaffMember } from "#shared/schemas/staff.ts";
import type { Role } from "#shared/staff/roles.ts";
import { secondFactorOf } from "#shared/staff/second-factor.ts";
import {
  cancelOpenInvitations,
  findPerson,
  listPeople,
  lockActiveOwners,
  type StaffRow,
  updatePerson,
} from "./repo.ts";

type Ctx = Pick<AppContext, "db" | "config">;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function memberOf(row: {
  user: StaffRow;
  invitationExpiresAt: Date | string | null;
  sessions: number;
}): StaffMember {
  const { user } = row;
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    role: user.role,
    state: user.state,
    secondFactor: secondFactorOf(user),
    invitationExpiresAt: user.state === "invited" ? iso(row.invitationExpiresAt) : null,
    sessions: row.sessions,
    createdAt: user.createdAt.toISOString(),
  };
}

function people(ctx: Ctx, onlyId?: number) {
  const now = new Date();
  return listPeople(ctx.db, now, new Date(now.getTime() - sessionMaxAgeMs(ctx.config)), onlyId);
}

export async function staffList(ctx: Ctx): Promise<StaffList> {
  return { people: (await people(ctx)).map(memberOf) };
}

export async function staffMember(ctx: Ctx, id: number): Promise<StaffMember> {
  const [row] = await people(ctx, id);
  if (!row) throw notFound(`There is no person ${id} in the admin`);
  return memberOf(row);
}

const LAST_OWNER = "The shop must keep at least one active owner: make someone else an owner first";

/**
 * Changes a person under the lock of every active owner, refusing a change that would leave the shop
 * with none; `change` answers the new role and state.
 */
async function changePerson(
  ctx: Ctx,
  id: number,
  change: (person: StaffRow) => { role: Role; state: StaffRow["state"] },
): Promise<StaffRow> {
  return ctx.db.transaction(async (tx) => {
    const owners = await lockActiveOwners(tx);
    const person = await findPerson(tx, id);
    if (!person) throw notFound(`There is no person ${id} in the admin`);
    const next = change(person);
    const stillOwner = next.role === "owner" && next.state === "active";
    if (owners.includes(id) && !stillOwner && owners.length <= 1) throw conflict(LAST_OWNER);
    await updatePerson(tx, id, next);
    return { ...person, ...next };
  });
}

export async function changeRole(ctx: Ctx, id: number, role: Role): Promise<StaffMember> {
  await changePerson(ctx, id, (person) => {
    if (person.state === "disabled")
      throw conflict(`${person.name || person.username} is disabled: enable them first`);
    return { role, state: person.state };
  });
  return staffMember(ctx, id);
}

/** Disables a person; every session of theirs ends at once, since each request checks their state. */
export async function disablePerson(ctx: Ctx, id: number): Promise<StaffMember> {
  await changePerson(ctx, id, (person) => {
    if (person.state === "disabled") throw conflict(`${person.name || person.username} is already disabled`);
    return { role: person.role, state: "disabled" };
  });
  await cancelOpenInvitations(ctx.db, id, new Date());
  await revokeAllSessions(ctx, id);
  return staffMember(ctx, id);
}

export async function enablePerson(ctx: Ctx, id: number): Promise<StaffMember> {
  await changePerson(ctx, id, (person) => {
    if (person.state !== "disabled") throw conflict(`${person.name || person.username} is not disabled`);
    if (!person.passwordHash)
      throw badRequest("They never chose a password: send them a new invitation instead");
    return { role: person.role, state: "active" };
  });
  return staffMember(ctx, id);
}

export async function endSessions(ctx: Ctx, id: number): Promise<StaffMember> {
  if (!(await findPerson(ctx.db, id))) throw notFound(`There is no person ${id} in the admin`);
  await revokeAllSessions(ctx, id);
  return staffMember(ctx, id);
}
