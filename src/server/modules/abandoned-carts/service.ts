import type { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { hashSecret } from "#server/lib/secret-hash.ts";
import type { AbandonedCartBody } from "#shared/schemas/checkout.ts";
import { markRecovered, upsertCart } from "./repo.ts";

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
  const values = {
    cartData: cart.cartData,
    totalAmountPence: cart.totalAmount ?? 0,
    recovered: cart.recovered,
    recoveryEmailSent: cart.recoveryEmailSent,
  };
  return upsertCart(ctx.db, cart.email, values, token ? hashSecret(token) : null);
}

export async function markCartRecovered(ctx: Ctx, email: string, token: string | undefined): Promise<void> {
  await markRecovered(ctx.db, email, token ? hashSecret(token) : null);
}
