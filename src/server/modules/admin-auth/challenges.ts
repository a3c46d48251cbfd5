import { randomBytes } from "node:crypto";
import type { AppContext } from "#server/context.ts";
import { hashSecret } from "#server/lib/secret-hash.ts";
import { deleteOldChallenges, insertChallenge } from "./second-factor-repo.ts";

/** How long the code step may follow the password. */
export const CHALLENGE_MS = 5 * 60 * 1000;

/** A password accepted for a person with a second factor: a single-use ticket for the code step. */
export async function createChallenge(ctx: Pick<AppContext, "db">, userId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await deleteOldChallenges(ctx.db, new Date(now - CHALLENGE_MS));
  await insertChallenge(ctx.db, userId, hashSecret(token), new Date(now + CHALLENGE_MS));
  return token;
}
