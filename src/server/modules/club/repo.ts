import { randomInt } from "node:crypto";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { clubMembers, discountCodes, emailOutbox } from "#server/db/schema/index.ts";
import { CLUB_DISCOUNT_PERCENT } from "#shared/catalogue.ts";

/** No 0/O, 1/I/L: the code is read from an email and typed in by hand. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

function newClubCode(): string {
  let code = "CLUB-";
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export interface Member {
  id: number;
  firstName: string;
  email: string;
  discountCodeId: number;
}

/** What a signup consented to: when, which wording (its id), from which page. */
interface Consent {
  consentAt: Date;
  consentWording: string;
  consentPage: string | null;
}

export async function findMember(db: DbOrTx, email: string): Promise<Member | undefined> {
  const [row] = await db.select().from(clubMembers).where(eq(clubMembers.email, email));
  return row;
}

export async function findCode(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(eq(discountCodes.id, id));
  return row?.code;
}

/** A personal lifetime code: 10%, no minimum, no expiry, unlimited uses. Retries a taken code. */
async function insertClubCode(db: DbOrTx, firstName: string): Promise<{ id: number; code: string }> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const [row] = await db
      .insert(discountCodes)
      .values({
        code: newClubCode(),
        description: `Club member: ${firstName}`,
        discountType: "percentage",
        discountValue: CLUB_DISCOUNT_PERCENT,
        maxUses: null,
        active: true,
      })
      .onConflictDoNothing()
      .returning({ id: discountCodes.id, code: discountCodes.code });
    if (row) return row;
  }
  throw new Error("Could not find a free club code");
}

class MemberExists extends Error {}

/**
 * Creates the member and their code in one transaction. When the address signed up concurrently,
 * the unique email index makes this insert do nothing, the transaction (and its code) is rolled
 * back and null is returned: the caller then uses the existing member.
 */
export async function createMember(
  db: DbOrTx,
  firstName: string,
  email: string,
  consent: Consent,
): Promise<{ member: Member; code: string } | null> {
  try {
    return await db.transaction(async (tx) => {
      const code = await insertClubCode(tx, firstName);
      const [member] = await tx
        .insert(clubMembers)
        .values({ firstName, email, discountCodeId: code.id, ...consent })
        .onConflictDoNothing({ target: clubMembers.email })
        .returning();
      if (!member) throw new MemberExists();
      return { member, code: code.code };
    });
  } catch (error) {
    if (error instanceof MemberExists) return null;
    throw error;
  }
}

/** A signup again is consent again: recorded, and an earlier unsubscribe is lifted. */
export async function renewConsent(db: DbOrTx, memberId: number, consent: Consent): Promise<void> {
  await db
    .update(clubMembers)
    .set({ ...consent, unsubscribedAt: null })
    .where(eq(clubMembers.id, memberId));
}

/** Records the unsubscribe once (the first time stays); false when the address is no member. */
export async function markUnsubscribed(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db
    .update(clubMembers)
    .set({ unsubscribedAt: sql`coalesce(${clubMembers.unsubscribedAt}, now())` })
    .where(eq(clubMembers.email, email))
    .returning({ id: clubMembers.id });
  return rows.length > 0;
}

/** Gives a member whose code an admin deleted a new one. */
export async function replaceCode(db: DbOrTx, member: Member): Promise<string> {
  return db.transaction(async (tx) => {
    const code = await insertClubCode(tx, member.firstName);
    await tx.update(clubMembers).set({ discountCodeId: code.id }).where(eq(clubMembers.id, member.id));
    return code.code;
  });
}

export async function countCodeEmailsSince(db: DbOrTx, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.kind, "club_code"), eq(emailOutbox.to, email), gt(emailOutbox.createdAt, since)),
    );
  return row?.n ?? 0;
}
