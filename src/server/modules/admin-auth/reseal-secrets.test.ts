import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsers } from "#server/db/schema/index.ts";
import { Keyring } from "#server/lib/keyring.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { resealSecondFactorSecrets } from "./reseal-secrets.ts";
import { openSecret } from "./second-factor-codes.ts";
import { enrolTestSecondFactor } from "./test-admin.ts";
import { newPerson } from "./test-second-factor.ts";

describe.each(dbKinds())("re-sealing second-factor secrets under a new key on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("moves every secret to the current key, and a second run has nothing to do", async () => {
    const person = await newPerson(t, "owner");
    const secret = await enrolTestSecondFactor(t.ctx, person.id);
    const keys = new Keyring(randomBytes(32), [], "test");
    // During a rotation the old key stays readable beside the new current one.
    const both = { db: t.ctx.db, prescriptionKeys: withPrevious(keys, t.ctx.prescriptionKeys) };
    expect(await resealSecondFactorSecrets(both)).toBeGreaterThanOrEqual(1);
    expect(await resealSecondFactorSecrets(both)).toBe(0);
    const [row] = await t.ctx.db.select().from(adminUsers).where(eq(adminUsers.id, person.id));
    expect(row?.totpSecret?.startsWith(`v1.${keys.currentId}.`)).toBe(true);
    expect(
      openSecret({ db: t.ctx.db, prescriptionKeys: keys }, row?.totpSecret ?? "", "admin_users.totp_secret"),
    ).toBe(secret);
  });
});

/** A keyring whose current key is `next`'s and which still opens what `previous` sealed. */
function withPrevious(next: Keyring, previous: Keyring): Keyring {
  return {
    currentId: next.currentId,
    source: "test",
    keyFor: (id: string) => next.keyFor(id) ?? previous.keyFor(id),
    ids: [...next.ids, ...previous.ids],
    toJSON: () => ({}),
  } as unknown as Keyring;
}
