import type { AppContext } from "#server/context.ts";
import type { Role } from "#shared/staff/roles.ts";
import { hashPassword } from "./passwords.ts";
import { findUserByName, insertUser } from "./repo.ts";
import { createSession } from "./service.ts";

export const TEST_ADMIN = { username: "admin", password: "test-admin-password" } as const;

/** For tests: makes sure the admin exists and returns a live session token, without the login route. */
export async function adminToken(ctx: AppContext, username: string = TEST_ADMIN.username): Promise<string> {
  const userId =
    (await findUserByName(ctx.db, username))?.id ??
    (await insertUser(ctx.db, username, await hashPassword(TEST_ADMIN.password)));
  if (userId === undefined) throw new Error("could not create the test admin");
  return createSession(ctx, userId);
}

/** For tests: a live session of a person with `role`, created on first use. */
export async function staffToken(ctx: AppContext, role: Role, username = `test-${role}`): Promise<string> {
  const userId =
    (await findUserByName(ctx.db, username))?.id ??
    (await insertUser(ctx.db, username, await hashPassword(TEST_ADMIN.password), role));
  if (userId === undefined) throw new Error(`could not create the test ${role}`);
  return createSession(ctx, userId);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export { logout } from "./service.ts";
