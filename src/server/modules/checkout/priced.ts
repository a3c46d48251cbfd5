import type { FastifyBaseLogger } from "fastify";
import type { DbOrTx } from "#server/db/client.ts";
import { badRequest, HttpError } from "#server/lib/http-error.ts";
import { hashSecret } from "#server/lib/secret-hash.ts";
import { type PricedBasketLine, type Quote, quote } from "#server/modules/basket-pricing/index.ts";
import type { CatalogueSnapshot } from "#server/modules/catalogue/index.ts";
import { appliedView, checkCode } from "#server/modules/discounts/index.ts";
import { eligibilityRefusal, type PrescriptionEligibility } from "#shared/prescription/eligibility.ts";
import type { AppliedDiscount, CustomerDraft } from "#shared/schemas/checkout.ts";
import type { ShopSettings } from "#shared/schemas/shop-settings.ts";
import { type StockKey, stockKeyOf } from "#shared/stock.ts";

export interface CheckoutRequest {
  lines: PricedBasketLine[];
  /** The shop's money rules, from the same catalogue snapshot the lines were priced from. */
  settings: ShopSettings;
  /** The shipping country; `customer.country`, when given, is the same field and wins. */
  country: string;
  discountCode?: string;
  customer: CustomerDraft;
  details?: Record<string, unknown>;
  /** The wearer's answers to the eligibility questions: both "yes" when a line is made to a prescription. */
  eligibility?: PrescriptionEligibility | null;
  /** The payment this browser started before, with its checkout token: re-priced in place when it can be. */
  replaces?: string | null;
  checkoutToken?: string | null;
  /** The abandoned cart a reminder's link restored this basket from (checked): paid, it is recovered. */
  restoredCartId?: number | null;
  /** The browser's figure (pence), only compared with the server's charge. */
  sentAmount?: unknown;
  /**
   * False when no line's variant has a tracked level in the catalogue snapshot: the checkout then skips the
   * hold limits and the shortage check (nothing would be taken). Unknown: checked.
   */
  tracksStock?: boolean;
  /** The client's address: one address may hold only a few uses of a limited code at a time. */
  clientAddress?: string;
  log?: Pick<FastifyBaseLogger, "warn" | "debug">;
}

export interface PricedCheckout {
  q: Quote;
  applied: AppliedDiscount | null;
  codeId: number | null;
  code: string | null;
}

/**
 * The one delivery country: shipping is priced for it and the order is stored with it. Both fields hold
 * ISO codes by now, and two different ones are refused: one of them is outside the UK, so at least the
 * carrier and the customs differ, and often the shipping charge.
 */
function shippingCountry(req: CheckoutRequest): string {
  const given = req.customer.country;
  if (given !== undefined && given !== req.country) {
    throw badRequest(
      `The delivery country (${given}) does not match the country the checkout is priced for (${req.country}). Choose one delivery country.`,
    );
  }
  return req.country;
}

/** A checkout holds units only once it has an email address: an anonymous request can hold nothing. */
export const holdsStock = (req: CheckoutRequest): boolean => Boolean(req.customer.email);

/** Whether the stock must be looked at: a line's variant is tracked (or it is not known). */
export const touchesStock = (req: CheckoutRequest): boolean => req.tracksStock !== false;

/** Whether any line's variant has a tracked level in this snapshot. */
export function tracksAny(snapshot: Pick<CatalogueSnapshot, "rows">, lines: readonly StockKey[]): boolean {
  const tracked = new Set(snapshot.rows.stockLevels.filter((l) => l.stock !== null).map(stockKeyOf));
  return lines.some((l) => tracked.has(stockKeyOf(l)));
}

/** The answers a checkout stores: those of a prescription checkout, checked, with when they arrived. */
export interface StoredEligibility {
  aged16OrOver: boolean;
  notSightImpaired: boolean;
  version: number;
  answeredAt: Date;
}

/**
 * A checkout with a line made to a prescription is refused (422, nothing stored) unless the wearer is 16 or
 * over and not registered sight-impaired, whatever the browser shows. Other checkouts store no answers.
 */
export function checkedEligibility(req: CheckoutRequest): StoredEligibility | null {
  if (!req.lines.some((l) => l.needsPrescription)) return null;
  const refusal = eligibilityRefusal(req.eligibility);
  if (refusal || !req.eligibility) throw new HttpError(422, refusal ?? "Eligibility answers are missing");
  const { aged16OrOver, notSightImpaired, version } = req.eligibility;
  return { aged16OrOver, notSightImpaired, version, answeredAt: new Date() };
}

/** The order's priced contents, with the discount checked against the subtotal (locked inside a tx). */
export async function priceCheckout(
  db: DbOrTx,
  req: CheckoutRequest,
  lock: boolean,
  exceptOrderId?: number,
): Promise<PricedCheckout> {
  const country = shippingCountry(req);
  if (!req.discountCode)
    return { q: quote(req.lines, country, null, req.settings), applied: null, codeId: null, code: null };
  const subtotal = quote(req.lines, country, null, req.settings).totals.subtotal;
  const rule = await checkCode(db, req.discountCode, subtotal, {
    lock,
    exceptOrderId,
    user: { email: req.customer.email, emailRequired: true },
    holder: holderOf(req) ?? undefined,
  });
  return {
    q: quote(req.lines, country, rule, req.settings),
    applied: appliedView(rule.row, subtotal),
    codeId: rule.row.id,
    code: rule.row.code,
  };
}

export function logDifferentAmount(req: CheckoutRequest, orderId: number, charge: number): void {
  if (typeof req.sentAmount === "number" && req.sentAmount !== charge) {
    req.log?.debug({ orderId, charge }, "the browser's amount differs from the server's charge");
  }
}

/** Who holds a checkout's discount use: the client address, hashed (it is personal data). */
export const holderOf = (req: CheckoutRequest): string | null =>
  req.clientAddress ? hashSecret(req.clientAddress) : null;

/** What a priced checkout writes on its order, new or re-priced. */
export function orderContents(req: CheckoutRequest, p: PricedCheckout, details: Record<string, unknown>) {
  const country = shippingCountry(req);
  return {
    orderType: p.q.orderType,
    customer: { ...req.customer, country },
    country,
    totals: p.q.totals,
    lines: p.q.lines,
    discount: p.codeId !== null && p.code !== null ? { id: p.codeId, code: p.code } : null,
    details,
    minimumChargePence: req.settings.minimumChargePence,
    holder: holderOf(req),
    eligibility: checkedEligibility(req),
  };
}
