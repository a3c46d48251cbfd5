import { notFound } from "#server/lib/http-error.ts";
import { type AuditActor, recordPrescriptionReads } from "#server/modules/audit/index.ts";
import { findOrder, type OrderRow } from "#server/modules/orders/index.ts";
import { toAdminView } from "#server/modules/prescriptions/index.ts";
import { isPrescriptionStage } from "#shared/order-status.ts";
import type { PrescriptionWork, StageAction } from "#shared/schemas/prescription-work.ts";
import { currentPrescription, isVarifocal, prescriptionLine } from "./ordered.ts";
import { productionProblemsOf } from "./production.ts";
import { openCheck, qcView } from "./quality-check.ts";
import { labJobsOf, qcChecksOf, queriesOf } from "./repo.ts";
import type { WorkCtx } from "./stages.ts";

/** What a person may do to the order at its stage. */
function actionsOf(order: OrderRow, lastJobChecked: { checked: boolean; pass: boolean }): StageAction[] {
  switch (order.status) {
    case "awaiting_verification":
      return ["verify", "query"];
    case "verified":
      return ["send-to-lab", "query"];
    case "with_lab":
      return ["lenses-back"];
    case "quality_check":
      if (!lastJobChecked.checked) return ["quality-check"];
      return lastJobChecked.pass ? [] : ["remake"];
    default:
      return [];
  }
}

/** Everything about one prescription order's work; showing the values is logged as a view of health data. */
export async function prescriptionWork(
  ctx: WorkCtx,
  orderId: number,
  actor: AuditActor,
): Promise<PrescriptionWork> {
  const order = await findOrder(ctx.db, { orderId });
  if (!order?.needsPrescription || !order.orderNumber)
    throw notFound(`Prescription order ${orderId} not found`);
  const rx = await currentPrescription(ctx, order);
  if (rx) await recordPrescriptionReads(ctx.db, actor, [rx.id], "view");
  const [queries, jobs, checks, line, problems] = await Promise.all([
    queriesOf(ctx.db, orderId),
    labJobsOf(ctx.db, orderId),
    qcChecksOf(ctx.db, orderId),
    prescriptionLine(ctx, order),
    productionProblemsOf(ctx, order),
  ]);
  const jobNumber = new Map(jobs.map((j) => [j.id, j.jobNumber]));
  const lastJob = jobs.at(-1);
  const lastCheck = lastJob ? checks.find((c) => c.labJobId === lastJob.id) : undefined;
  return {
    orderId,
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    status: order.status,
    since: order.statusSince.toISOString(),
    varifocal: isVarifocal(line.description),
    prescription: rx ? toAdminView(rx) : null,
    productionProblems: isPrescriptionStage(order.status) ? problems : [],
    queries: queries.map((q) => ({
      id: q.id,
      message: q.message,
      askedBy: q.askedBy,
      askedAt: q.createdAt.toISOString(),
      answer: q.answer,
      answeredAt: q.answeredAt?.toISOString() ?? null,
    })),
    labJobs: jobs.map((j) => ({
      jobNumber: j.jobNumber,
      remake: j.remakeOf !== null,
      provider: j.provider,
      reference: j.reference,
      sentBy: j.sentBy,
      sentAt: j.createdAt.toISOString(),
      returnedAt: j.returnedAt?.toISOString() ?? null,
    })),
    qualityChecks: checks.map((c) =>
      qcView(openCheck(ctx.prescriptionKeys, c), jobNumber.get(c.labJobId) ?? "", c),
    ),
    actions: actionsOf(order, { checked: lastCheck !== undefined, pass: lastCheck?.pass ?? false }),
  };
}
