import type { AppContext } from "#server/context.ts";
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
    stageCounts(ctx.db, SHOP_STAGES, cutoff),
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
