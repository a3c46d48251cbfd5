import { z } from "zod";
import { BasketLineInput } from "./basket.ts";
import { AppliedDiscount, PoundsAmount } from "./checkout.ts";
import { Email } from "./common.ts";
import { isCleanText } from "./fields.ts";

/**
 * The subtotal is `amount` (pounds, before discount) or, better, the server's price of `items`.
 * A code is trimmed and matched case-insensitively.
 */
export const ValidateDiscountBody = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, "Please enter a discount code")
      .max(64, "Invalid discount code")
      .refine(isCleanText(), "Invalid discount code"),
    amount: PoundsAmount.optional(),
    items: z.array(BasketLineInput).max(50).optional(),
    /** The shopper's email when known: a club member's personal code applies only to theirs. */
    email: z.string().trim().toLowerCase().pipe(Email).optional(),
  })
  .refine((b) => b.amount !== undefined || (b.items && b.items.length > 0), {
    message: "amount is required",
    path: ["amount"],
  });

export const ValidateDiscountResponse = z.object({
  valid: z.boolean(),
  message: z.string(),
  discount: AppliedDiscount.optional(),
});
export type ValidateDiscountResponse = z.infer<typeof ValidateDiscountResponse>;
