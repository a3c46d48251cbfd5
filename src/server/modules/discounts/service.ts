import type { DbOrTx } from "#server/db/client.ts";
import { HttpError } from "#server/lib/http-error.ts";
import { formatPence, penceToDecimal, penceToPounds } from "#shared/money.ts";
import { type DiscountRule, discountAmountPence } from "#shared/pricing/index.ts";
import type { AppliedDiscount } from "#shared/schemas/checkout.ts";
import { type DiscountCodeRow, findCode, heldCount, lockCode, memberEmailOf } from "./repo.ts";

/**
 * How many uses of one limited code one client address may hold at a time: a checkout and its replacement,
 * or two tabs. Without it, one address could hold every use for 30 minutes with a few unpaid checkouts.
 */
export const HOLDS_PER_ADDRESS = 2;

export const DISCOUNT_MESSAGES = {
  unknown: "Invalid discount code",
  inactive: "This discount code is not active",
  notYet: "This discount code is not valid yet",
  expired: "This discount code has expired",
  usedUp: "This discount code has reached its usage limit",
  applied: "Discount code applied",
  personalNeedsEmail:
    "This is a personal club code: enter the email address it was sent to, then apply the code again",
  personalOtherEmail: "This is a personal club code for another email address",
  heldHere: `Checkouts from your connection already hold this code ${HOLDS_PER_ADDRESS} times. Complete or leave one of them, or try again once an unpaid one has lapsed.`,
} as const;

/** Why the code cannot apply to this subtotal now, or null when it can. */
export function refusal(row: DiscountCodeRow, subtotalPence: number, held: number, now: Date): string | null {
  if (!row.active) return DISCOUNT_MESSAGES.inactive;
  if (row.validFrom.getTime() > now.getTime()) return DISCOUNT_MESSAGES.notYet;
  if (row.validUntil && row.validUntil.getTime() < now.getTime()) return DISCOUNT_MESSAGES.expired;
  if (row.maxUses !== null && row.currentUses + held >= row.maxUses) return DISCOUNT_MESSAGES.usedUp;
  if (subtotalPence < row.minimumPurchasePence) {
    return `This code needs a minimum spend of ${formatPence(row.minimumPurchasePence)}`;
  }
  return null;
}

type CheckedCode = DiscountRule & { row: DiscountCodeRow };

/** Who may use the code: anyone, or (a club member's personal code) only orders in the member's email. */
interface CodeUser {
  /** The order's email, lower-cased, when known. */
  email?: string;
  /** A checkout must know the email before a personal code can hold a use; the validate call need not. */
  emailRequired: boolean;
}

/** A personal club code is bound to its member's email: why this user may not use it, or null. */
export async function ownerRefusal(db: DbOrTx, codeId: number, user: CodeUser): Promise<string | null> {
  const owner = await memberEmailOf(db, codeId);
  if (owner === null) return null;
  if (user.email === undefined) return user.emailRequired ? DISCOUNT_MESSAGES.personalNeedsEmail : null;
  return user.email.trim().toLowerCase() === owner ? null : DISCOUNT_MESSAGES.personalOtherEmail;
}

/**
 * The one check of a code against a basket's subtotal, for the validate call and the checkout alike: the
 * code's rule, or a 4xx with the refusal's own message (404 for an unknown code). With `lock` (inside the
 * checkout's transaction) the code's row stays locked until the hold is written. `user` is whose order it
 * is: a club member's code applies only to the member's email.
 */
export async function checkCode(
  db: DbOrTx,
  code: string,
  subtotalPence: number,
  opts: { lock: boolean; now?: Date; exceptOrderId?: number; user: CodeUser; holder?: string },
): Promise<CheckedCode> {
  const row = opts.lock ? await lockCode(db, code) : await findCode(db, code);
  if (!row) throw new HttpError(404, DISCOUNT_MESSAGES.unknown);
  const why =
    refusal(row, subtotalPence, await heldCount(db, row.id, opts.exceptOrderId), opts.now ?? new Date()) ??
    (await ownerRefusal(db, row.id, opts.user));
  if (why) throw new HttpError(400, why);
  // A checkout about to hold a use of a limited code: one address may hold only a few at a time.
  if (row.maxUses !== null && opts.holder !== undefined) {
    const here = await heldCount(db, row.id, opts.exceptOrderId, opts.holder);
    if (here >= HOLDS_PER_ADDRESS) throw new HttpError(429, DISCOUNT_MESSAGES.heldHere);
  }
  return { discountType: row.discountType, discountValue: row.discountValue, row };
}

export function appliedView(row: DiscountCodeRow, subtotalPence: number): AppliedDiscount {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    // Fixed values are held in pence; the API speaks pounds.
    discountValue: row.discountType === "percentage" ? row.discountValue : penceToPounds(row.discountValue),
    discountAmount: penceToDecimal(discountAmountPence(row, subtotalPence)),
  };
}
