import type { DbOrTx } from "#server/db/client.ts";
import { RETURN_REASON_LABELS, type ReturnReason } from "#shared/returns/reasons.ts";
import { type ReturnStatus, staffReturnStatusText } from "#shared/returns/status.ts";
import type { OrderReturnSummary } from "#shared/schemas/returns-admin.ts";
import { returnsOfOrder } from "./repo.ts";

/** An order's returns for the admin's order view. */
export async function orderReturnSummaries(db: DbOrTx, orderId: number): Promise<OrderReturnSummary[]> {
  return (await returnsOfOrder(db, orderId)).map((r) => ({
    id: r.id,
    returnNumber: r.returnNumber,
    status: r.status as ReturnStatus,
    statusText: staffReturnStatusText(r.status),
    reasonText: RETURN_REASON_LABELS[r.reason as ReturnReason] ?? r.reason,
    createdAt: r.createdAt.toISOString(),
  }));
}
