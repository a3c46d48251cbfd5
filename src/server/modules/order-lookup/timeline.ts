import { isPaidStatus } from "#shared/order-status.ts";
import type { OrderPage } from "#shared/schemas/order-lookup.ts";

interface HistoryRow {
  fromStatus: string | null;
  toStatus: string;
  createdAt: Date;
}

/** What a shopper's order went through after it was placed and what became of it after. */
const SHOWN = (status: string) => isPaidStatus(status) || status === "cancelled" || status === "refunded";

/**
 * The order's history as its shopper reads it: each change once, from its placing on. The checkout's own
 * steps (pending, failed, lapsed, held for review) and the notes the shop wrote on an unchanged status
 * are the shop's, not the shopper's.
 */
export function shopperTimeline(history: HistoryRow[]): OrderPage["timeline"] {
  const timeline: OrderPage["timeline"] = [];
  for (const h of history) {
    if (h.fromStatus === h.toStatus || !SHOWN(h.toStatus)) continue;
    if (timeline.at(-1)?.status === h.toStatus) continue;
    timeline.push({ status: h.toStatus, at: h.createdAt.toISOString() });
  }
  return timeline;
}
