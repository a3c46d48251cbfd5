import { eq } from "drizzle-orm";
import { adminUsers } from "#server/db/schema/index.ts";
import type { TestApp } from "#server/test/test-app.ts";
import type { Role } from "#shared/staff/roles.ts";
import { hashPassword } from "./passwords.ts";
import { insertUser } from "./repo.ts";
import { TEST_ADMIN } from "./test-admin.ts";

let people = 0;

/** For tests: a new person with the test password and `role`, and an email address; their name and id. */
export async function newPerson(t: TestApp, role: Role = "staff") {
  const username = `person-${++people}-${role}`;
  const id = await insertUser(t.ctx.db, username, await hashPassword(TEST_ADMIN.password), role);
  if (id === undefined) throw new Error("could not create the person");
  await t.ctx.db
    .update(adminUsers)
    .set({ email: `${username}@example.com` })
    .where(eq(adminUsers.id, id));
  return { id, username };
}
