import { z } from "zod";
import { DecimalPrice } from "./common.ts";
import { CreditNoteNumber, CreditNoteRef } from "./credit-note.ts";
import { requiredText } from "./fields.ts";
import { Receipt } from "./receipt.ts";

/** "NDR-10001", "ndr 10001" or "10001": the number on the confirmation and in every email. */
const OrderNumberInput = requiredText("Order number", "Enter your order number", { max: 40 });

/** POST /api/order-lookup: the order number and the email the order was placed with. */
export const OrderLookupBody = z.object({
  orderNumber: OrderNumberInput,
  email: requiredText("Email", "Enter the email you used", { max: 254 }),
});
export type OrderLookupBody = z.input<typeof OrderLookupBody>;

/** GET /api/order-lookup?t=...: the token of the signed link in an order email. */
export const OrderTokenQuery = z.object({ t: z.string().min(1, "The link has no token").max(200) });

/** POST /api/order-lookup/cancel: the shopper cancels, by the order page's token. */
export const OrderCancelBody = OrderTokenQuery;
export type OrderCancelBody = z.infer<typeof OrderCancelBody>;

/** GET /api/order-lookup/credit-note.pdf?t=...&n=CN-0001: the order page's token and the note's number. */
export const CreditNoteQuery = OrderTokenQuery.extend({ n: CreditNoteNumber });

const OrderTimelineEntry = z.object({ status: z.string(), at: z.string() });

/** The shopper's order page: the receipt plus where the order has got to. */
export const OrderPage = z.object({
  receipt: Receipt,
  status: z.string(),
  timeline: z.array(OrderTimelineEntry),
  tracking: z.object({ number: z.string(), url: z.string() }).nullable(),
  /**
   * Orders that need a prescription only: whether the shop has it yet and, until it has, the signed link to
   * the prescription form for this order (null once received or when the order was cancelled).
   */
  prescription: z.object({ received: z.boolean(), formUrl: z.string().nullable() }).nullable(),
  refunded: DecimalPrice,
  /**
   * The shopper may cancel it here, for a full refund: an order made to a prescription whose lenses are not
   * yet being made.
   */
  cancellable: z.boolean(),
  /** A credit note for each refund that went through, oldest first, each a signed PDF link. */
  creditNotes: z.array(CreditNoteRef),
  /** Opens this page again without typing (the same token as the email's link). */
  token: z.string(),
});
export type OrderPage = z.infer<typeof OrderPage>;

/** The one answer for a wrong number or a wrong email: it never says which. */
export const ORDER_LOOKUP_MISS = "We could not find an order with that number and email address.";
