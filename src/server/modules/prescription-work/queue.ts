import type { AppContext } from "#server/context.ts";
import { statusWriteCount } from "#server/modules/orders/index.ts";
import { PRESCRIPTION_WAIT_DAYS } from "#shared/catalogue.ts";
import { londonDateInput, londonDayStart, londonTodayInput, parseDay } from "#shared/dates.ts";
import { lateBefore, workingDaysBetween } from "#shared/delivery/working-days.ts";
import { PRESCRIPTION_STAGES, type PrescriptionStage } from "#shared/order-status.ts";
import type { PrescriptionQueue } from "#shared/schemas/prescription-work.ts";
import { queuePage, stageCounts } from "./queue-repo.ts";

/** The stages in which the order waits on the shop; in the others it waits on the shopper. */
export const SHOP_STAGES: readonly PrescriptionStage[] = [
  "awaiting_verification",
  "verified",
  "with_lab",
  "quality_check",
  "ready_to_dispatch",
];

/** Orders waiting on the shop since before this instant have waited more than `days` working days. */
export function lateInstant(days: number, today = londonTodayInput()): Date {
  return londonDayStart(parseDay(lateBefore(today, days)) as [number, number, number]);
}

/** How long counts computed on this instance stand for another instance's changes. */
const COUNTS_TTL_MS = 2_000;
type Counts = Awaited<ReturnType<typeof stageCounts>>;
/** Per database (each app, and each test's, has its own). */
const counted = new WeakMap<object, { key: string; at: number; value: Promise<Counts> }>();

/**
 * The counts per stage and of late orders, over every open prescription order: kept until this process
 * writes an order's status, the late cutoff moves, or two seconds pass (for the other instances' writes).
 */
function cachedCounts(ctx: Pick<AppContext, "db">, cutoff: Date): Promise<Counts> {
  const key = `${statusWriteCount()}:${cutoff.getTime()}`;
  const now = Date.now();
  const known = counted.get(ctx.db);
  if (known && known.key === key && now - known.at <= COUNTS_TTL_MS) return known.value;
  const value = stageCounts(ctx.db, SHOP_STAGES, cutoff);
  counted.set(ctx.db, { key, at: now, value });
  value.catch(() => {
    if (counted.get(ctx.db)?.value === value) counted.delete(ctx.db);
  });
  return value;
}

/** The work queue: one stage or all, oldest first, with the counts per stage and of late orders. */
export async function prescriptionQueue(
  ctx: Pick<AppContext, "db" | "catalogue">,
  query: { page: number; pageSize: number; stage?: PrescriptionStage },
): Promise<PrescriptionQueue> {
  const stages = query.stage ? [query.stage] : PRESCRIPTION_STAGES;
  // The setting from the catalogue's cache, which a saved setting refreshes.
  const waitDays =
    (ctx.catalogue.loaded() ?? (await ctx.catalogue.snapshot())).settings.prescriptionWaitDays ??
    PRESCRIPTION_WAIT_DAYS;
  const cutoff = lateInstant(waitDays);
  const today = londonTodayInput();
  const [rows, { counts, late: lateCount }] = await Promise.all([
    queuePage(ctx.db, stages, query.pageSize, (query.page - 1) * query.pageSize),
    cachedCounts(ctx, cutoff),
  ]);
  return {
    rows: rows.map((r) => ({
      orderId: r.orderId,
      orderNumber: r.orderNumber ?? `#${r.orderId}`,
      customerName: r.customerName,
      stage: r.status as PrescriptionStage,
      since: r.since.toISOString(),
      workingDaysWaiting: workingDaysBetween(londonDateInput(r.since.toISOString()), today),
      late: SHOP_STAGES.includes(r.status as PrescriptionStage) && r.since < cutoff,
    })),
    total: stages.map((s) => counts[s] ?? 0).reduce((a, b) => a + b, 0),
    page: query.page,
    pageSize: query.pageSize,
    counts,
    lateCount,
    waitDays,
  };
}
