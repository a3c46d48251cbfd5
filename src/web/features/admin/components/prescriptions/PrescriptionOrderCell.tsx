import type { PrescriptionListEntry } from "#shared/schemas/prescription-links.ts";
import { ConfirmMatchButton } from "./ConfirmMatchButton.tsx";

/** The Prescriptions tab's Order column: the order(s) it is for, or suggested orders to confirm. */
export function PrescriptionOrderCell({ prescription: p }: { prescription: PrescriptionListEntry }) {
  if (p.orders.length > 0) {
    return <span data-testid="prescription-orders">{p.orders.map((o) => o.orderNumber).join(", ")}</span>;
  }
  if (p.suggested_orders.length === 0) return <span className="text-zinc-600">Not linked</span>;
  return (
    <ul className="flex flex-col gap-2">
      {p.suggested_orders.map((o) => (
        <li key={o.id} className="flex flex-wrap items-center gap-2">
          <span className="text-sm">
            Suggested: <span className="font-semibold">{o.orderNumber}</span>
          </span>
          <ConfirmMatchButton prescriptionId={p.id} orderId={o.id} orderNumber={o.orderNumber} />
        </li>
      ))}
    </ul>
  );
}
