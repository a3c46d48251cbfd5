import { useId } from "react";
import { londonShortDateTime } from "#shared/dates.ts";
import { formatPence } from "#shared/money.ts";
import type { AdminAbandonedCart } from "#shared/schemas/basket-reminder.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useAbandonedCarts } from "#web/features/admin/api/abandoned-carts.ts";
import { DataTable, QueryState, tableClasses as t } from "../QueryState.tsx";

function reminderOf(cart: AdminAbandonedCart): string {
  if (cart.reminderSentAt) return `Sent ${londonShortDateTime(cart.reminderSentAt)}`;
  return cart.reminderConsent ? "Not yet" : "Refused";
}

function recoveryOf(cart: AdminAbandonedCart): string {
  if (cart.recoveredAt)
    return `Recovered ${londonShortDateTime(cart.recoveredAt)} (order #${cart.recoveredOrderId})`;
  return cart.recovered ? "Bought" : "No";
}

/** Baskets left at the checkout: whether their one reminder went, and whether it brought the order. */
export function AbandonedCartsTab() {
  const query = useAbandonedCarts();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-black uppercase">
          Abandoned Baskets
        </h2>
        <Button size="sm" variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? "Refreshing..." : "Refresh"}
        </Button>
      </div>
      <p className="text-sm text-zinc-700">
        "Recovered" counts an order paid from the basket's reminder link; "Bought" an order placed otherwise.
      </p>
      <QueryState query={query} what="abandoned baskets" empty="No baskets left at the checkout">
        {(carts) => (
          <DataTable
            label="Abandoned baskets"
            columns={["Saved", "Email", "Items", "Total", "Reminder", "Recovered"]}
          >
            {carts.map((cart) => (
              <tr key={cart.id} className={t.row} data-testid={`abandoned-cart-${cart.id}`}>
                <td className={`${t.td} whitespace-nowrap`}>{londonShortDateTime(cart.updatedAt)}</td>
                <td className={t.td}>{cart.email}</td>
                <td className={t.td}>{cart.itemCount}</td>
                <td className={t.td}>{formatPence(cart.totalPence)}</td>
                <td className={t.td}>{reminderOf(cart)}</td>
                <td className={t.td}>{recoveryOf(cart)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryState>
    </section>
  );
}
