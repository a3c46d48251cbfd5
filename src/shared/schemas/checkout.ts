import { z } from "zod";
import { SHIPPING_COUNTRIES } from "../catalogue.ts";
import { poundsToPence } from "../money.ts";
import { shippingCountryCode } from "../pricing/shipping.ts";
import { BasketLineInput, PrescriptionProChoice } from "./basket.ts";
import { BasketLines } from "./basket-reminder.ts";
import { DecimalPrice, Email } from "./common.ts";
import { CUSTOMER_FIELDS, withUkPostcode } from "./customer-fields.ts";
import { PrescriptionEligibility } from "./eligibility.ts";
import { isCleanText, NOT_ALLOWED } from "./fields.ts";
import { storableJsonObject } from "./json.ts";

/** A reminder's restore link as a checkout sends it back; one that does not verify is ignored. */
const BasketRestoreText = z.string().max(120).nullish();

/** Stripe's and the sandbox's payment intent ids. */
export const PaymentIntentId = z.string().regex(/^pi_[A-Za-z0-9]{8,64}$/, "Invalid payment intent id");
export const PaymentIntentParam = z.object({ paymentIntentId: PaymentIntentId });

/** An amount in pounds from the browser (55, 55.5 or "55.50"), as pence. Only ever compared. */
export const PoundsAmount = z
  .union([
    z.number().finite().nonnegative().max(10_000_000),
    z
      .string()
      .trim()
      // Seven digits: below the number's maximum, so the pence fit the database's integer.
      .regex(/^\d{1,7}(\.\d{1,2})?$/, "Invalid amount"),
  ])
  .transform((v) => poundsToPence(v));

const field = (max: number, min: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, `At most ${max} characters`)
    .refine(isCleanText(), `It ${NOT_ALLOWED}`);

/**
 * The delivery country of every checkout: a code or name from the list the shop offers
 * (SHIPPING_COUNTRIES), any UK name meaning GB, kept as its ISO code (the carrier needs one).
 */
export const ShippingCountry = field(56, 2, "Country is required")
  .refine(
    (v) => shippingCountryCode(v) !== null,
    `We do not deliver to this country: choose one of ${SHIPPING_COUNTRIES.map((c) => c.code).join(", ")}`,
  )
  .transform((v): string => shippingCountryCode(v) ?? v);

const CustomerFields = z.object({ ...CUSTOMER_FIELDS, country: ShippingCountry });

/** The checkout form; the same rules as the browser's. */
export const CustomerInput = withUkPostcode(CustomerFields);
export type CustomerInput = z.infer<typeof CustomerInput>;

function dropBlanks(value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => !(typeof v === "string" && v.trim() === "") && v !== null),
  );
}

/** Customer data sent before the form is complete: blank fields are absent, filled ones must be valid. */
export const CustomerDraft = z.preprocess(dropBlanks, withUkPostcode(CustomerFields.partial()));
export type CustomerDraft = z.infer<typeof CustomerDraft>;

export const Amounts = z.object({
  subtotal: DecimalPrice,
  discount: DecimalPrice,
  shipping: DecimalPrice,
  total: DecimalPrice,
  charge: DecimalPrice,
});
export type Amounts = z.infer<typeof Amounts>;

export const AppliedDiscount = z.object({
  id: z.number().int(),
  code: z.string(),
  discountType: z.enum(["percentage", "fixed"]),
  /** Whole percent for a percentage code, pounds for a fixed one. */
  discountValue: z.number(),
  discountAmount: DecimalPrice,
});
export type AppliedDiscount = z.infer<typeof AppliedDiscount>;

const DiscountCodeText = z
  .string()
  .max(64)
  .refine(isCleanText(), "Invalid discount code")
  .nullish()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** The browser's proof that it started this checkout: only it may re-price or replace that payment. */
const CheckoutToken = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, "Invalid checkout token");

export const CreatePaymentIntentBody = z.object({
  items: z.array(BasketLineInput).max(50, "At most 50 basket lines").default([]),
  country: ShippingCountry.default("GB"),
  discountCode: DiscountCodeText,
  customer: CustomerDraft.optional(),
  /** Only compared with the server's charge. */
  amount: z.unknown().optional(),
  replacesPaymentIntentId: PaymentIntentId.nullish(),
  checkoutToken: CheckoutToken.nullish(),
  /** The wearer's answers; required (both "yes") when a line is made to a prescription. */
  eligibility: PrescriptionEligibility.nullish(),
  /** The reminder link this basket was restored from: the order then counts as the basket's recovery. */
  basketRestore: BasketRestoreText,
});
export type CreatePaymentIntentBody = z.input<typeof CreatePaymentIntentBody>;

export const CheckoutResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: PaymentIntentId,
  status: z.string(),
  orderId: z.number().int(),
  amounts: Amounts,
  discount: AppliedDiscount.nullable(),
  checkoutToken: CheckoutToken,
  /** Opens this order's confirmation page for a day (signed; the page sends it with the payment id). */
  confirmationToken: z.string(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

export const PrescriptionProOrderBody = withUkPostcode(
  z.object({
    ...PrescriptionProChoice.shape,
    ...CUSTOMER_FIELDS,
    country: ShippingCountry.default("GB"),
    discountCode: DiscountCodeText,
    amount: z.unknown().optional(),
    replacesPaymentIntentId: PaymentIntentId.nullish(),
    checkoutToken: CheckoutToken.nullish(),
    /** The wearer's answers: both must be "yes". */
    eligibility: PrescriptionEligibility.nullish(),
    /** The reminder link this configuration was restored from, as the basket checkout sends it. */
    basketRestore: BasketRestoreText,
  }),
);
export type PrescriptionProOrderBody = z.input<typeof PrescriptionProOrderBody>;

export const PaymentIntentView = z.object({
  id: PaymentIntentId,
  status: z.string(),
  /** Pence, as the provider holds it. */
  amount: z.number().int(),
  currency: z.string(),
});
export type PaymentIntentView = z.infer<typeof PaymentIntentView>;

export const PaymentsConfig = z.object({
  provider: z.enum(["sandbox", "stripe"]),
  publishableKey: z.string().optional(),
});
export type PaymentsConfig = z.infer<typeof PaymentsConfig>;

const ExpiryPart = z.union([
  z.number().int().min(0).max(9999),
  z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, "Your card's expiration date is incomplete.")
    .transform(Number),
]);

/** Visible ASCII only, like every secret the sandbox and Stripe issue: a NUL must not reach the database. */
const ClientSecret = z.string().regex(/^[!-~]{1,200}$/, "The client secret does not match this payment");

export const SandboxConfirmBody = z.object({
  clientSecret: ClientSecret,
  cardNumber: z.string().max(40),
  expMonth: ExpiryPart,
  expYear: ExpiryPart,
  cvc: z.string().trim().max(8),
});
export type SandboxConfirmBody = z.input<typeof SandboxConfirmBody>;

export const SandboxAuthenticateBody = z.object({
  clientSecret: ClientSecret,
  outcome: z.enum(["complete", "fail"]),
});

/** The sandbox's stand-in for a bank answering later: settles a payment left processing. */
export const SandboxSettleBody = z.object({
  clientSecret: ClientSecret,
  outcome: z.enum(["succeeded", "failed"]),
});

export const SandboxResult = z.object({
  paymentIntent: z.object({
    id: z.string(),
    object: z.literal("payment_intent"),
    status: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    lastPaymentError: z
      .object({ code: z.string(), declineCode: z.string().optional(), message: z.string() })
      .nullable(),
    nextAction: z.object({ type: z.literal("sandbox_3ds") }).nullable(),
  }),
  error: z
    .object({
      type: z.enum(["card_error", "invalid_request_error"]),
      code: z.string(),
      declineCode: z.string().optional(),
      message: z.string(),
    })
    .optional(),
});
export type SandboxResult = z.infer<typeof SandboxResult>;

export const AbandonedCartBody = z
  .object({
    email: z.string().trim().toLowerCase().pipe(Email),
    cartData: storableJsonObject("cartData", { maxDepth: 10, maxChars: 32_768 }),
    totalAmount: PoundsAmount.optional(),
    recovered: z.boolean().default(false),
    recoveryEmailSent: z.boolean().default(false),
    /** True only when the checkout showed the reminder sentence and the box to refuse it was left clear. */
    reminderConsent: z.boolean().default(false),
    /** The basket's lines in the form the checkout prices, so a reminder's link can restore them. */
    lines: BasketLines.optional(),
    /** Or, from the Prescription Pro checkout, its one configured line (never the prescription). */
    prescriptionPro: PrescriptionProChoice.optional(),
  })
  .refine((cart) => !(cart.lines && cart.prescriptionPro), {
    message: "A basket is either lines or one Prescription Pro configuration, not both",
    path: ["prescriptionPro"],
  });
export const EmailParam = z.object({ email: z.string().trim().toLowerCase().pipe(Email) });
