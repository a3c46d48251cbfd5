import { eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { adminUsers } from "#server/db/schema/index.ts";
import { hashPassword } from "./passwords.ts";

export const TEST_ADMIN = { username: "admin", password: "test-admin-password" } as const;

/** For tests: makes sure the admin exists and returns a live session token, without the login route. */
export async function adminToken(ctx: AppContext, username: string = TEST_ADMIN.username): Promise<string> {
  let [user] = await ctx.db.select().from(adminUsers).where(eq(adminUsers.username, username)).limit(1);
  if (!user) {
    [user] = await ctx.db
      .insert(adminUsers)
      .values({ username, passwordHash: await hashPassword(TEST_ADMIN.password) })
      .returning();
  }
  if (!user) throw new Error("could not create the test admin");
  return ctx.adminAuth.createSession(user.id);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
