import { z } from "zod";
import { PaymentIntentId } from "./checkout.ts";
import { DecimalPrice } from "./common.ts";
import { ReceiptAddress } from "./receipt.ts";

/** The signed token the checkout gave the browser (`c1.<order>.<expiry>.<signature>`): far below 200. */
const ConfirmationToken = z
  .string()
  .min(1, "The confirmation has no token")
  .max(200, "The confirmation token is too long");

/** POST /api/order-confirmation: the payment and the token of the checkout that created it. */
export const OrderConfirmationBody = z.object({
  paymentIntentId: PaymentIntentId,
  token: ConfirmationToken,
});
export type OrderConfirmationBody = z.input<typeof OrderConfirmationBody>;

const ConfirmationItem = z.object({
  productId: z.number().int(),
  name: z.string(),
  /** What was bought, "Varifocal, Kerry Green, Polarized, Silver Mirror": the server's one description. */
  description: z.string(),
  /** The frame colour's name, for its picture (null for socks, nose pads, lenses). */
  colorName: z.string().nullable(),
  /** The frame colour and the Africa R3D colour, whose uploaded photos picture the line. */
  colorId: z.number().int().nullable(),
  africaColorId: z.number().int().nullable(),
  quantity: z.number().int(),
  total: DecimalPrice,
});

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
  /** When the parcel should arrive (London days, "2026-12-01"), counted from the payment. */
  deliveryEstimate: z.object({ earliest: z.string(), latest: z.string() }),
});
export type PlacedOrder = z.infer<typeof PlacedOrder>;

/** What the server knows of the payment: placed, still with the bank, or not taken. */
export const OrderConfirmation = z.discriminatedUnion("state", [
  z.object({ state: z.literal("succeeded"), order: PlacedOrder }),
  z.object({ state: z.literal("processing") }),
  z.object({ state: z.literal("failed"), message: z.string() }),
  /** The payment succeeded with another amount than the order's charge: held until the shop decides. */
  z.object({ state: z.literal("review"), message: z.string() }),
]);
export type OrderConfirmation = z.infer<typeof OrderConfirmation>;
