import { useState } from "react";
import { formatPence, parseDecimalToPence } from "#shared/money.ts";
import type { OrderPage } from "#shared/schemas/order-lookup.ts";
import { Button } from "#web/components/ui/button.tsx";
import { errorMessage } from "#web/lib/api.ts";
import { useCancelOrder } from "../api/cancel-order.ts";

/** What goes back to the card: all of the charge not already refunded. */
function refundDue(page: OrderPage): string {
  const charged = parseDecimalToPence(page.receipt.charged) ?? 0;
  const refunded = parseDecimalToPence(page.refunded) ?? 0;
  return formatPence(Math.max(charged - refunded, 0));
}

/** "Cancel order", then a second step that says what is refunded before anything is done. */
export function CancelOrder({ page, onCancelled }: { page: OrderPage; onCancelled(page: OrderPage): void }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder(onCancelled);

  if (!confirming) {
    return (
      <div>
        <Button variant="outline" onClick={() => setConfirming(true)} data-testid="cancel-order">
          Cancel order
        </Button>
      </div>
    );
  }
  return (
    <section
      aria-labelledby="cancel-order-heading"
      data-testid="cancel-order-confirm"
      className="grid gap-3 rounded-md border border-zinc-300 bg-zinc-50 p-4 text-sm"
    >
      <h3 id="cancel-order-heading" className="text-base font-bold">
        Cancel this order?
      </h3>
      <p>
        Your lenses have not been made yet, so you can cancel free of charge. The full amount,{" "}
        <strong>{refundDue(page)}</strong>, will be refunded to the card you paid with.
      </p>
      {cancel.isError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
          {errorMessage(cancel.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="destructive"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(page.token)}
          data-testid="cancel-order-yes"
        >
          {cancel.isPending ? "Cancelling…" : "Yes, cancel my order"}
        </Button>
        <Button variant="outline" disabled={cancel.isPending} onClick={() => setConfirming(false)}>
          Keep my order
        </Button>
      </div>
    </section>
  );
}
