import type { AppContext } from "#server/context.ts";
import { HttpError } from "#server/lib/http-error.ts";
import { brandOf } from "#server/modules/emails/templates/brand.ts";
import { clubCodeEmail } from "#server/modules/emails/templates/club-code.ts";
import { CLUB_DISCOUNT_PERCENT } from "#shared/catalogue.ts";
import { countCodeEmailsSince, createMember, findCode, findMember, replaceCode } from "./repo.ts";

/** Signing up again resends the code, but an address gets at most this many code emails a day. */
export const MAX_CODE_EMAILS_PER_DAY = 3;

export const CLUB_MESSAGES = {
  joined: `Welcome to the Club! Your lifetime ${CLUB_DISCOUNT_PERCENT}% discount code is on its way to your inbox.`,
  resent: `You're already a member. We've sent your ${CLUB_DISCOUNT_PERCENT}% discount code to your inbox again.`,
  sendFailed: "We couldn't email your discount code just now. Please try again in a few minutes.",
} as const;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

type Ctx = Pick<AppContext, "db" | "email" | "config">;

/** One personal code per address (case-insensitive); a repeat signup sends the same code again. */
export async function signUp(
  ctx: Ctx,
  firstName: string,
  rawEmail: string,
): Promise<{ created: boolean; message: string }> {
  const email = normaliseEmail(rawEmail);
  let member = await findMember(ctx.db, email);
  let code: string | undefined;
  let created = false;
  if (!member) {
    const made = await createMember(ctx.db, firstName, email);
    if (made) {
      member = made.member;
      code = made.code;
      created = true;
    } else {
      member = await findMember(ctx.db, email);
    }
  }
  if (!member) throw new Error("club member vanished");
  code ??= (await findCode(ctx.db, member.discountCodeId)) ?? (await replaceCode(ctx.db, member));

  const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
  if (created || (await countCodeEmailsSince(ctx.db, email, since)) < MAX_CODE_EMAILS_PER_DAY) {
    try {
      const mail = await clubCodeEmail({
        brand: brandOf(ctx.config),
        firstName,
        code,
        percent: CLUB_DISCOUNT_PERCENT,
        again: !created,
      });
      await ctx.email.send("club_code", { to: email, ...mail });
    } catch {
      // The email could not be queued (mail itself is sent by the worker); a retry sends the same code.
      throw new HttpError(503, CLUB_MESSAGES.sendFailed);
    }
  }
  return { created, message: created ? CLUB_MESSAGES.joined : CLUB_MESSAGES.resent };
}
