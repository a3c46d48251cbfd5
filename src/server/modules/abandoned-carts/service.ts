import type { z } from "zod";
import type { AppContext } from "#server/context.ts";
import type { AbandonedCartBody } from "#shared/schemas/checkout.ts";
import { markRecovered, upsertCart } from "./repo.ts";

type Ctx = Pick<AppContext, "db">;

/** The shopper's email is already lower-cased by the schema, so one address has one cart. */
export async function captureCart(ctx: Ctx, cart: z.output<typeof AbandonedCartBody>): Promise<void> {
  await upsertCart(ctx.db, cart.email, {
    cartData: cart.cartData,
    totalAmountPence: cart.totalAmount ?? 0,
    recovered: cart.recovered,
    recoveryEmailSent: cart.recoveryEmailSent,
  });
}

export async function markCartRecovered(ctx: Ctx, email: string): Promise<void> {
  await markRecovered(ctx.db, email);
}
