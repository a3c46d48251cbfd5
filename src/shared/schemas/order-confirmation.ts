import { z } from "zod";
import { PaymentIntentId } from "./checkout.ts";
import { DecimalPrice } from "./common.ts";
import { ReceiptAddress } from "./receipt.ts";

/** The signed token the checkout gave the browser (`c1.<order>.<expiry>.<signature>`): far below 200. */
export const ConfirmationToken = z
  .string()
  .min(1, "The confirmation has no token")
  .max(200, "The confirmation token is too long");

/** POST /api/order-confirmation: the payment and the token of the checkout that created it. */
export const OrderConfirmationBody = z.object({
  paymentIntentId: PaymentIntentId,
  token: ConfirmationToken,
});
export type OrderConfirmationBody = z.input<typeof OrderConfirmationBody>;

export const ConfirmationItem = z.object({
  productId: z.number().int(),
  name: z.string(),
  /** "Celeste, Polarized": colour, lens, prescription lens, sock size. */
  options: z.string(),
  /** The frame colour's name, for its picture (null for socks, nose pads, lenses). */
  colorName: z.string().nullable(),
  quantity: z.number().int(),
  total: DecimalPrice,
});
export type ConfirmationItem = z.infer<typeof ConfirmationItem>;

export const PlacedOrder = z.object({
  orderNumber: z.string(),
  orderType: z.string(),
  items: z.array(ConfirmationItem),
  subtotal: DecimalPrice,
  discount: DecimalPrice,
  discountCode: z.string().nullable(),
  shipping: DecimalPrice,
  total: DecimalPrice,
  vatIncluded: DecimalPrice,
  deliveryAddress: ReceiptAddress,
  /** Where the confirmation email went. */
  email: z.string(),
  /** Orders that need a prescription, until it arrives: the form's signed link. */
  prescriptionFormUrl: z.string().nullable(),
  /** The shopper's order page (tracking, invoice) by its signed link. */
  orderPageUrl: z.string(),
});
export type PlacedOrder = z.infer<typeof PlacedOrder>;

/** What the server knows of the payment: placed, still with the bank, or not taken. */
export const OrderConfirmation = z.discriminatedUnion("state", [
  z.object({ state: z.literal("succeeded"), order: PlacedOrder }),
  z.object({ state: z.literal("processing") }),
  z.object({ state: z.literal("failed"), message: z.string() }),
]);
export type OrderConfirmation = z.infer<typeof OrderConfirmation>;
