import type { AppContext } from "#server/context.ts";
import { HttpError } from "#server/lib/http-error.ts";
import { CLUB_DISCOUNT_PERCENT, COMPANY } from "#shared/catalogue.ts";
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

function codeEmail(firstName: string, code: string, again: boolean, publicUrl?: string) {
  const where = publicUrl ? ` at ${publicUrl}` : "";
  return {
    subject: `Your ${CLUB_DISCOUNT_PERCENT}% club discount code`,
    text: [
      `Hi ${firstName},`,
      "",
      again
        ? "Here is your personal club discount code again:"
        : `Welcome to the ${COMPANY.name} club. Your personal discount code is:`,
      "",
      `    ${code}`,
      "",
      `It takes ${CLUB_DISCOUNT_PERCENT}% off every order, for life. Enter it at checkout${where}.`,
      "As a member you'll also hear first about new launches and member-only competitions.",
      "",
      COMPANY.name,
    ].join("\n"),
  };
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
      await ctx.email.send("club_code", {
        to: email,
        ...codeEmail(firstName, code, !created, ctx.config.PUBLIC_URL),
      });
    } catch {
      // Recorded as failed in the outbox; a retry of the signup sends the same code.
      throw new HttpError(503, CLUB_MESSAGES.sendFailed);
    }
  }
  return { created, message: created ? CLUB_MESSAGES.joined : CLUB_MESSAGES.resent };
}
