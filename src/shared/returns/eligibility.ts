import { ukLongDateText } from "../dates.ts";
import { shippingTimeOf } from "../delivery/dispatch-times.ts";
import { addWorkingDays } from "../delivery/working-days.ts";
import { addDays, addYears, londonDayOf } from "./days.ts";
import { RETURN_REASONS, type ReturnReason } from "./reasons.ts";

/**
 * Whether each line of an order may go back, for each reason, and until when. Pure: the clock is passed in.
 *
 * - Change of mind: the Consumer Contracts Regulations 2013 give 14 days from delivery (reg. 30); the shop's
 *   own window (`returnsDays`) may be longer, never shorter. Goods made to the consumer's specification, our
 *   prescription lenses, are outside that right (reg. 28(1)(b)).
 * - Faulty, damaged or the wrong item: the Consumer Rights Act 2015 gives 30 days from delivery to reject
 *   for a full refund (s. 22), then repair or replacement (s. 23), whatever the product. The outer limit is
 *   six years from delivery, the time a claim for breach of contract may be brought (Limitation Act 1980,
 *   s. 5): the shop's warranty months cannot shorten the statutory rights.
 * - An order not yet dispatched has nothing to return: cancelling it covers it.
 */

export const CHANGE_OF_MIND_MIN_DAYS = 14;
export const FULL_REFUND_FAULT_DAYS = 30;
export const FAULT_CLAIM_YEARS = 6;

/** A line made to the shopper's prescription, or anything else (sold from stock or fitted to order). */
export type LineKind = "stock" | "prescription";
export type Remedy = "full_refund" | "repair_or_replacement";

export interface ReturnableOrder {
  status: string;
  paid: boolean;
  /** When the order was recorded delivered, dispatched (shipped), and where it went. */
  deliveredAt: Date | null;
  dispatchedAt: Date | null;
  country: string;
}

export interface ReturnableLine {
  id: number;
  kind: LineKind;
  quantity: number;
  /** Units already in returns that were not refused. */
  returned: number;
}

export interface ReasonWindow {
  reason: ReturnReason;
  allowed: boolean;
  /** The last London day this reason is accepted ("2026-12-14"); null when it never was. */
  until: string | null;
  remedy: Remedy | null;
  /** Why, in words the shopper reads. */
  message: string;
}

export interface LineEligibility {
  itemId: number;
  /** Units that may still go back. */
  returnable: number;
  reasons: ReasonWindow[];
}

export interface OrderEligibility {
  returnable: boolean;
  /** Why nothing on the order may go back, when nothing may. */
  message: string | null;
  /** The day counted from: the recorded delivery, or the dispatch plus the carrier's longest time. */
  deliveredOn: string | null;
  deliveryEstimated: boolean;
  lines: LineEligibility[];
}

export const RETURN_REFUSALS = {
  unpaid: "This order has not been paid, so there is nothing to return.",
  cancelled: "This order was cancelled, so there is nothing to return.",
  refunded: "This order has already been refunded in full, so there is nothing left to return.",
  notDispatched:
    "This order has not been dispatched yet, so it cannot be returned. You can cancel it instead: please contact us, or use the cancel button on this page when it is offered.",
  allReturned: "All of this item is already in a return.",
  prescriptionChangeOfMind:
    "Lenses made to your prescription cannot be returned for a change of mind. If they are faulty or arrived damaged, you can still return them.",
  prescriptionWrongItem:
    "For lenses made to your prescription, please choose faulty or damaged and tell us what is wrong.",
} as const;

const dayText = (day: string) => ukLongDateText(day) ?? day;

/** The day the goods arrived, or when no delivery is recorded, the last day the carrier's estimate gives. */
export function deliveryDay(order: ReturnableOrder): { day: string; estimated: boolean } | null {
  if (order.deliveredAt) return { day: londonDayOf(order.deliveredAt), estimated: false };
  if (!order.dispatchedAt) return null;
  const carrier = shippingTimeOf(order.country);
  return { day: addWorkingDays(londonDayOf(order.dispatchedAt), carrier.max), estimated: true };
}

function orderRefusal(order: ReturnableOrder): string | null {
  if (order.status === "cancelled") return RETURN_REFUSALS.cancelled;
  if (order.status === "refunded") return RETURN_REFUSALS.refunded;
  if (!order.paid) return RETURN_REFUSALS.unpaid;
  return null;
}

function changeOfMind(line: ReturnableLine, delivered: string, today: string, days: number): ReasonWindow {
  const reason = "change_of_mind";
  if (line.kind === "prescription") {
    return {
      reason,
      allowed: false,
      until: null,
      remedy: null,
      message: RETURN_REFUSALS.prescriptionChangeOfMind,
    };
  }
  const until = addDays(delivered, Math.max(CHANGE_OF_MIND_MIN_DAYS, days));
  if (today > until) {
    const message = `The ${Math.max(CHANGE_OF_MIND_MIN_DAYS, days)}-day window to return this for a change of mind ended on ${dayText(until)}.`;
    return { reason, allowed: false, until, remedy: null, message };
  }
  const message = `You can return this for a change of mind until ${dayText(until)} for a full refund.`;
  return { reason, allowed: true, until, remedy: "full_refund", message };
}

function fault(line: ReturnableLine, reason: ReturnReason, delivered: string, today: string): ReasonWindow {
  if (line.kind === "prescription" && reason === "wrong_item") {
    return {
      reason,
      allowed: false,
      until: null,
      remedy: null,
      message: RETURN_REFUSALS.prescriptionWrongItem,
    };
  }
  const fullRefundUntil = addDays(delivered, FULL_REFUND_FAULT_DAYS);
  if (today <= fullRefundUntil) {
    const message = `Until ${dayText(fullRefundUntil)} a faulty, damaged or wrong item is refunded in full.`;
    return { reason, allowed: true, until: fullRefundUntil, remedy: "full_refund", message };
  }
  const until = addYears(delivered, FAULT_CLAIM_YEARS);
  if (today > until) {
    const message = `It is more than ${FAULT_CLAIM_YEARS} years since this was delivered, so it can no longer be returned as faulty.`;
    return { reason, allowed: false, until, remedy: null, message };
  }
  const message = `More than ${FULL_REFUND_FAULT_DAYS} days after delivery we repair or replace a faulty item, or refund it if we cannot.`;
  return { reason, allowed: true, until, remedy: "repair_or_replacement", message };
}

const closed = (reason: ReturnReason, message: string): ReasonWindow => ({
  reason,
  allowed: false,
  until: null,
  remedy: null,
  message,
});

/** Each line's windows for each reason, as of `now`; `returnsDays` is the shop's change-of-mind window. */
export function returnEligibility(
  order: ReturnableOrder,
  lines: readonly ReturnableLine[],
  opts: { now: Date; returnsDays: number },
): OrderEligibility {
  const refused = orderRefusal(order);
  const delivered = refused ? null : deliveryDay(order);
  const message = refused ?? (delivered ? null : RETURN_REFUSALS.notDispatched);
  const today = londonDayOf(opts.now);
  const result = lines.map((line): LineEligibility => {
    const returnable = Math.max(0, line.quantity - line.returned);
    const reasons = RETURN_REASONS.map((reason) => {
      if (message || !delivered) return closed(reason, message ?? RETURN_REFUSALS.notDispatched);
      if (returnable === 0) return closed(reason, RETURN_REFUSALS.allReturned);
      return reason === "change_of_mind"
        ? changeOfMind(line, delivered.day, today, opts.returnsDays)
        : fault(line, reason, delivered.day, today);
    });
    return { itemId: line.id, returnable: message ? 0 : returnable, reasons };
  });
  return {
    returnable: result.some((l) => l.reasons.some((r) => r.allowed)),
    message,
    deliveredOn: delivered?.day ?? null,
    deliveryEstimated: delivered?.estimated ?? false,
    lines: result,
  };
}

/** The window of one line for one reason (a line the order lacks is null). */
export function windowOf(
  eligibility: OrderEligibility,
  itemId: number,
  reason: ReturnReason,
): { line: LineEligibility; window: ReasonWindow } | null {
  const line = eligibility.lines.find((l) => l.itemId === itemId);
  const window = line?.reasons.find((r) => r.reason === reason);
  return line && window ? { line, window } : null;
}
