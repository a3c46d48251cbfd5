import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { adminRecoveryCodes, adminSignInChallenges, adminUsers } from "#server/db/schema/index.ts";

export async function findUserById(db: DbOrTx, userId: number) {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, userId)).limit(1);
  return user;
}

export async function setPendingSecret(db: DbOrTx, userId: number, sealed: string | null): Promise<void> {
  await db.update(adminUsers).set({ totpPendingSecret: sealed }).where(eq(adminUsers.id, userId));
}

/**
 * Makes the pending secret the person's second factor, if it is still the one the code was checked
 * against (a second enrolment started meanwhile wins), with `step` as its last used step.
 */
export async function enableSecret(
  db: DbOrTx,
  userId: number,
  change: { pending: string; sealed: string; step: number; now: Date },
) {
  const rows = await db
    .update(adminUsers)
    .set({
      totpSecret: change.sealed,
      totpPendingSecret: null,
      totpEnabledAt: change.now,
      totpLastStep: change.step,
    })
    .where(and(eq(adminUsers.id, userId), eq(adminUsers.totpPendingSecret, change.pending)))
    .returning({ id: adminUsers.id });
  return rows.length === 1;
}

export async function clearSecondFactor(db: DbOrTx, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(adminUsers.id, userId));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  });
}

/**
 * Records `step` as used, only if it is later than every step used before: of two requests with one code,
 * exactly one gets true.
 */
export async function spendStep(db: DbOrTx, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(adminUsers)
    .set({ totpLastStep: step })
    .where(
      and(eq(adminUsers.id, userId), or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step))),
    )
    .returning({ id: adminUsers.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: number, hashes: string[]): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await db.insert(adminRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks the code used if it is the person's and unused: true exactly once per code. */
export async function spendRecoveryCode(db: DbOrTx, userId: number, codeHash: string, now: Date) {
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.userId, userId),
        eq(adminRecoveryCodes.codeHash, codeHash),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return rows.length === 1;
}

export async function unusedRecoveryCodes(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .select({ id: adminRecoveryCodes.id })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
  return rows.length;
}

export async function insertChallenge(db: DbOrTx, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(adminSignInChallenges).values({ userId, tokenHash, expiresAt });
}

/** The unused, unexpired challenge with this hash. */
export async function findChallenge(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(adminSignInChallenges)
    .where(
      and(
        eq(adminSignInChallenges.tokenHash, tokenHash),
        isNull(adminSignInChallenges.usedAt),
        gt(adminSignInChallenges.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function spendChallenge(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(adminSignInChallenges)
    .set({ usedAt: now })
    .where(and(eq(adminSignInChallenges.id, id), isNull(adminSignInChallenges.usedAt)))
    .returning({ id: adminSignInChallenges.id });
  return rows.length === 1;
}

export async function deleteOldChallenges(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(adminSignInChallenges).where(lt(adminSignInChallenges.expiresAt, before));
}

export async function markBootstrapOwner(db: DbOrTx, userId: number): Promise<void> {
  await db.update(adminUsers).set({ bootstrapOwner: true }).where(eq(adminUsers.id, userId));
}
