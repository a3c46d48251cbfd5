import { z } from "zod";
import { ROLES, STAFF_STATES } from "#shared/staff/roles.ts";
import { SECOND_FACTOR_STATES } from "#shared/staff/second-factor.ts";
import { requiredText } from "./fields.ts";

const Name = requiredText("Name", "Give the person's name", { max: 100 });
const StaffEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "That email address is too long")
  .pipe(z.email("Give a valid email address"));
const StaffRole = z.enum(ROLES, { error: "Choose a role: owner, staff or dispenser" });

export const StaffMember = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  state: z.enum(STAFF_STATES),
  /** When the open invitation's link stops working; null when none is open. */
  invitationExpiresAt: z.string().nullable(),
  secondFactor: z.enum(SECOND_FACTOR_STATES),
  /** Live sessions, for the owner's "end sessions". */
  sessions: z.number().int(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffList = z.object({ people: z.array(StaffMember) });
export type StaffList = z.infer<typeof StaffList>;

export const InviteBody = z.object({ name: Name, email: StaffEmail, role: StaffRole }).strict();
export type InviteBody = z.infer<typeof InviteBody>;

export const RoleBody = z.object({ role: StaffRole }).strict();
export type RoleBody = z.infer<typeof RoleBody>;

/** An invitation link's token: 32 random bytes, base64url. */
const InvitationToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, "This invitation link is not valid. Ask the shop's owner for a new one.");

export const InvitationQuery = z.object({ token: InvitationToken });
export type InvitationQuery = z.infer<typeof InvitationQuery>;

export const InvitationView = z.object({
  name: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  expiresAt: z.string(),
});
export type InvitationView = z.infer<typeof InvitationView>;

export const AcceptInvitationBody = z
  .object({
    token: InvitationToken,
    password: z.string().min(1, "Choose a password").max(200, "Keep the password under 200 characters"),
  })
  .strict();
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBody>;

export const InvitationAccepted = z.object({ username: z.string() });
export type InvitationAccepted = z.infer<typeof InvitationAccepted>;

export const StaffChanged = z.object({ person: StaffMember });
export type StaffChanged = z.infer<typeof StaffChanged>;
