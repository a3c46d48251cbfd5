import type { AppContext } from "#server/context.ts";
import { HttpError } from "#server/lib/http-error.ts";
import { clubCodeEmail, shopBrand } from "#server/modules/emails/index.ts";
import { CLUB_DISCOUNT_PERCENT } from "#shared/catalogue.ts";
import type { ClubConsentWordingId } from "#shared/club-consent.ts";
import { recordOptOut } from "./opt-outs.ts";
import {
  countCodeEmailsSince,
  createMember,
  findCode,
  findMember,
  markUnsubscribed,
  renewConsent,
  replaceCode,
} from "./repo.ts";
import { unsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token.ts";

/** Signing up again resends the code, but an address gets at most this many code emails a day. */
export const MAX_CODE_EMAILS_PER_DAY = 3;

export const CLUB_MESSAGES = {
  /** One answer for a new and an existing member: a stranger cannot learn who is a member. */
  signedUp: `Thanks! Your personal ${CLUB_DISCOUNT_PERCENT}% discount code is on its way to your inbox. If you're already a member, we've sent your code again.`,
  sendFailed: "We couldn't email your discount code just now. Please try again in a few minutes.",
  badLink: "This unsubscribe link is not valid. Please use the link from one of our club emails.",
} as const;

/** Every signup answers no sooner than this, so a new and an existing member take the same time. */
export const SIGNUP_MIN_MS = 400;

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The name as the greeting uses it: a "name" that a mail program could turn into a link (example.com,
 * http://x, someone@host) is not mailed back to an address whose owner may never have typed it.
 */
function greetingName(firstName: string): string {
  const name = firstName.trim();
  return !name || /[.:/@\\<>]|www/i.test(name) ? "there" : name;
}

/** The club's unsubscribe page and its RFC 8058 one-click address for one address (any marketing email's). */
export function unsubscribeUrls(
  config: Pick<AppContext["config"], "PUBLIC_URL" | "PORT" | "UNSUBSCRIBE_SECRET">,
  email: string,
) {
  const origin = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "");
  const t = encodeURIComponent(unsubscribeToken(config, email));
  return { page: `${origin}/unsubscribe?t=${t}`, oneClick: `${origin}/api/club/unsubscribe?t=${t}` };
}

type Ctx = Pick<AppContext, "db" | "email" | "config" | "log" | "catalogue">;

interface SignupConsent {
  wording: ClubConsentWordingId;
  page?: string | undefined;
}

/**
 * One personal code per address (case-insensitive); a repeat signup sends the same code again and records
 * the consent again. Answers the same, in about the same time, for a new and an existing member.
 */
export async function signUp(
  ctx: Ctx,
  firstName: string,
  rawEmail: string,
  consentGiven: SignupConsent,
): Promise<{ message: string }> {
  const started = performance.now();
  try {
    await join(ctx, firstName, normaliseEmail(rawEmail), consentGiven);
  } finally {
    const wait = SIGNUP_MIN_MS - (performance.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  return { message: CLUB_MESSAGES.signedUp };
}

async function join(ctx: Ctx, firstName: string, email: string, given: SignupConsent): Promise<void> {
  const consent = { consentAt: new Date(), consentWording: given.wording, consentPage: given.page ?? null };
  let member = await findMember(ctx.db, email);
  let code: string | undefined;
  let created = false;
  if (!member) {
    const made = await createMember(ctx.db, firstName, email, consent);
    if (made) {
      member = made.member;
      code = made.code;
      created = true;
    } else {
      member = await findMember(ctx.db, email);
    }
  }
  if (!member) throw new Error("club member vanished");
  if (!created) await renewConsent(ctx.db, member.id, consent);
  code ??= (await findCode(ctx.db, member.discountCodeId)) ?? (await replaceCode(ctx.db, member));

  const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
  if (created || (await countCodeEmailsSince(ctx.db, email, since)) < MAX_CODE_EMAILS_PER_DAY) {
    const urls = unsubscribeUrls(ctx.config, email);
    try {
      await ctx.email.send("club_code", {
        to: email,
        ...(await clubCodeEmail({
          brand: await shopBrand(ctx),
          firstName: greetingName(firstName),
          code,
          percent: CLUB_DISCOUNT_PERCENT,
          again: !created,
          unsubscribeUrl: urls.page,
        })),
        headers: {
          "List-Unsubscribe": `<${urls.oneClick}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      });
    } catch (err) {
      ctx.log.error({ err }, "a club code email could not be queued");
      throw new HttpError(503, CLUB_MESSAGES.sendFailed);
    }
  }
}

/** Masks an address for the confirmation page: "a***@example.com". */
const masked = (email: string) => email.replace(/^(.)[^@]*/, "$1***");

function addressOf(ctx: Pick<AppContext, "config">, token: string): string {
  const email = verifyUnsubscribeToken(ctx.config, token);
  if (!email) throw new HttpError(400, CLUB_MESSAGES.badLink);
  return email;
}

/** GET: which address the link is for (masked), without changing anything. */
export function checkUnsubscribe(ctx: Pick<AppContext, "config">, token: string) {
  return { email: masked(addressOf(ctx, token)), unsubscribed: false };
}

/**
 * POST (the confirmation page's button, or a mail program's RFC 8058 one-click): records the unsubscribe
 * of the token's own address, and puts it on the suppression list every marketing email checks (a basket
 * reminder's link is this one too). An address that is no member is only put on that list.
 */
export async function unsubscribe(ctx: Pick<AppContext, "config" | "db">, token: string) {
  const email = addressOf(ctx, token);
  await ctx.db.transaction(async (tx) => {
    await markUnsubscribed(tx, email);
    await recordOptOut(tx, email, "unsubscribe");
  });
  return { email: masked(email), unsubscribed: true };
}
