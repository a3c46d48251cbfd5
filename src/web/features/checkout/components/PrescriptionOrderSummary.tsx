import type { ReactNode } from "react";
import { formatPence, poundsToPence } from "#shared/money.ts";
import type { Totals } from "#shared/pricing/index.ts";
import type { PrescriptionProOrder } from "#web/handoffs/prescription-pro-order.ts";

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={strong ? "flex justify-between gap-4 pt-3 text-lg font-black" : "flex justify-between gap-4"}
    >
      <dt className={strong ? undefined : "text-zinc-600"}>{label}</dt>
      <dd className="text-right font-semibold">{children}</dd>
    </div>
  );
}

/**
 * The finish only when one was chosen, its price only when it costs something; then the
 * shipping to the chosen country and the total the card is charged. The checkout's collapsible summary
 * around it gives the heading and the always-visible total.
 */
export function PrescriptionOrderSummary({ order, totals }: { order: PrescriptionProOrder; totals: Totals }) {
  const finishPence = poundsToPence(order.finishPrice);
  return (
    <dl className="grid gap-2 text-sm" aria-live="polite" data-testid="prescription-pro-totals">
      <Row label="Vision type">{order.visionType === "single_vision" ? "Single Vision" : "Varifocal"}</Row>
      <Row label="Frame colour">{order.frameColorName}</Row>
      <Row label="Lens type">{order.prescriptionLensTypeName}</Row>
      {order.finishName !== "None" ? <Row label="Finish">{order.finishName}</Row> : null}
      <div className="my-1 border-t border-zinc-200" />
      <Row label="Base price">{formatPence(poundsToPence(order.basePrice))}</Row>
      <Row label="Lens upgrade">{formatPence(poundsToPence(order.lensUpgradePrice))}</Row>
      {finishPence !== 0 ? <Row label="Finish price">{formatPence(finishPence)}</Row> : null}
      {totals.discount > 0 ? (
        <Row label={order.discountCode ? `Discount (${order.discountCode})` : "Discount"}>
          -{formatPence(totals.discount)}
        </Row>
      ) : null}
      <Row label="Shipping">{formatPence(totals.shipping)}</Row>
      <div className="my-1 border-t border-zinc-200" />
      <Row label="Total" strong>
        {formatPence(totals.total)}
      </Row>
      {totals.charge !== totals.total ? (
        <Row label="Minimum card payment">{formatPence(totals.charge)}</Row>
      ) : null}
    </dl>
  );
}
