import type { AppContext } from "#server/context.ts";
import { newTotpSecret } from "#server/lib/totp/index.ts";
import type { Role } from "#shared/staff/roles.ts";
import { SECOND_FACTOR_REQUIRED } from "#shared/staff/roles.ts";
import { hashPassword } from "./passwords.ts";
import { findUserByName, insertUser } from "./repo.ts";
import { sealSecret } from "./second-factor-codes.ts";
import {
  clearSecondFactor,
  enableSecret,
  markBootstrapOwner,
  setPendingSecret,
} from "./second-factor-repo.ts";
import { createSession } from "./service.ts";

export const TEST_ADMIN = { username: "admin", password: "test-admin-password" } as const;

/**
 * For tests: makes sure the admin exists and returns a live session token, without the login route. The
 * admin is the bootstrap owner, as the ADMIN_USERNAME account is.
 */
export async function adminToken(ctx: AppContext, username: string = TEST_ADMIN.username): Promise<string> {
  const userId =
    (await findUserByName(ctx.db, username))?.id ??
    (await insertUser(ctx.db, username, await hashPassword(TEST_ADMIN.password)));
  if (userId === undefined) throw new Error("could not create the test admin");
  await markBootstrapOwner(ctx.db, userId);
  return createSession(ctx, userId);
}

/** For tests: gives the person a second factor without the enrolment routes; its base32 secret. */
export async function enrolTestSecondFactor(ctx: AppContext, userId: number): Promise<string> {
  const secret = newTotpSecret();
  const pending = sealSecret(ctx, secret, "admin_users.totp_pending_secret");
  await setPendingSecret(ctx.db, userId, pending);
  const sealed = sealSecret(ctx, secret, "admin_users.totp_secret");
  await enableSecret(ctx.db, userId, { pending, sealed, step: 0, now: new Date() });
  return secret;
}

/** For tests: takes the person's second factor away, as an owner's reset would, leaving their sessions. */
export async function clearTestSecondFactor(ctx: AppContext, username: string): Promise<void> {
  const user = await findUserByName(ctx.db, username);
  if (user) await clearSecondFactor(ctx.db, user.id);
}

/**
 * For tests: a live session of a person with `role`, created on first use; a role that needs a second
 * factor gets one, so the session reaches what the role may use.
 */
export async function staffToken(ctx: AppContext, role: Role, username = `test-${role}`): Promise<string> {
  let userId = (await findUserByName(ctx.db, username))?.id;
  if (userId === undefined) {
    userId = await insertUser(ctx.db, username, await hashPassword(TEST_ADMIN.password), role);
    if (userId === undefined) throw new Error(`could not create the test ${role}`);
    if (SECOND_FACTOR_REQUIRED[role]) await enrolTestSecondFactor(ctx, userId);
  }
  return createSession(ctx, userId);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export { logout } from "./service.ts";
