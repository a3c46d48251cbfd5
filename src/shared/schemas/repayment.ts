import { z } from "zod";
import { DecimalPrice, OrderContact } from "./common.ts";

/** The signed link a shopper is emailed when a payment held for review must be made in full. */
const RepaymentToken = z
  .string({ error: "The payment link is missing its token" })
  .regex(/^r1\.[1-9]\d{0,9}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/, "This payment link is not valid");

export const RepaymentQuery = z.object({ t: RepaymentToken });
export const RepaymentCompleteBody = z.object({ token: RepaymentToken });

/** What the payment page shows: the payment to make, the order it completes, or why there is none. */
export const RepaymentView = z.discriminatedUnion("state", [
  z.object({
    state: z.literal("due"),
    orderNumber: z.string(),
    total: DecimalPrice,
    received: DecimalPrice,
    paymentIntentId: z.string(),
    clientSecret: z.string(),
    /** The order's details, which the card provider is given with the payment (the page asks for none). */
    billing: OrderContact,
  }),
  z.object({ state: z.literal("paid"), orderNumber: z.string(), orderPageUrl: z.string() }),
  z.object({ state: z.literal("closed"), message: z.string() }),
]);
export type RepaymentView = z.infer<typeof RepaymentView>;

/** The admin's answer when the request has gone to the shopper. */
export const PaymentRequestView = z.object({ payUrl: z.string(), amount: DecimalPrice });
export type PaymentRequestView = z.infer<typeof PaymentRequestView>;
