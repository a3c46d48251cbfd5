import type { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { now } from "#server/lib/clock.ts";
import { HttpError } from "#server/lib/http-error.ts";
import { hashSecret } from "#server/lib/secret-hash.ts";
import type { AdminAbandonedCart, BasketRestoreResult } from "#shared/schemas/basket-reminder.ts";
import type { AbandonedCartBody } from "#shared/schemas/checkout.ts";
import { findCart, listCarts } from "./reminder-repo.ts";
import { markRecovered, upsertCart } from "./repo.ts";
import { RESTORE_MESSAGES, verifyRestoreToken } from "./restore-token.ts";
import { itemCountOf, savedBasketOf } from "./saved-basket.ts";

type Ctx = Pick<AppContext, "db">;

/**
 * The shopper's email is already lower-cased by the schema, so one address has one cart. Only the browser
 * holding the cart's token may overwrite it; a save from another is not stored (and answered the same, so
 * the call cannot tell anyone whether an address has a cart). True when stored.
 */
export async function captureCart(
  ctx: Ctx,
  cart: z.output<typeof AbandonedCartBody>,
  token: string | undefined,
): Promise<boolean> {
  const saved = cart.lines ?? (cart.prescriptionPro ? { prescriptionPro: cart.prescriptionPro } : null);
  const values = {
    cartData: cart.cartData,
    totalAmountPence: cart.totalAmount ?? 0,
    recovered: cart.recovered,
    recoveryEmailSent: cart.recoveryEmailSent,
    // No lines, nothing a reminder could restore: no reminder either.
    reminderConsent: cart.reminderConsent && saved !== null,
    lines: saved,
  };
  return upsertCart(ctx.db, cart.email, values, token ? hashSecret(token) : null);
}

export async function markCartRecovered(ctx: Ctx, email: string, token: string | undefined): Promise<void> {
  await markRecovered(ctx.db, email, token ? hashSecret(token) : null);
}

/**
 * The lines (or the Prescription Pro configuration) a reminder's link restores: 403 forged, 410 expired or no longer kept, 409 when the basket was
 * already bought. Changes nothing.
 */
export async function restoreBasket(
  ctx: Pick<AppContext, "db" | "config">,
  token: string,
): Promise<BasketRestoreResult> {
  const cartId = verifyRestoreToken(ctx.config, token, now().getTime());
  const cart = await findCart(ctx.db, cartId);
  const saved = savedBasketOf(cart?.lines);
  if (!cart || !saved) throw new HttpError(410, RESTORE_MESSAGES.gone);
  if (cart.recovered || cart.recoveredAt) throw new HttpError(409, RESTORE_MESSAGES.recovered);
  return Array.isArray(saved) ? { lines: saved } : saved;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The admin's list: the newest 200 baskets, whether a reminder went and whether it was bought. */
export async function adminCarts(ctx: Ctx): Promise<{ carts: AdminAbandonedCart[] }> {
  const rows = await listCarts(ctx.db, 200);
  return {
    carts: rows.map((r) => {
      return {
        id: r.id,
        email: r.email,
        totalPence: r.totalAmountPence,
        itemCount: itemCountOf(savedBasketOf(r.lines)),
        updatedAt: r.updatedAt.toISOString(),
        reminderConsent: r.reminderConsent,
        reminderSentAt: iso(r.reminderSentAt),
        recovered: r.recovered,
        recoveredAt: iso(r.recoveredAt),
        recoveredOrderId: r.recoveredOrderId,
      };
    }),
  };
}
