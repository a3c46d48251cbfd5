import { useId, useMemo, useState } from "react";
import { Label } from "#web/components/ui/label.tsx";
import { useOrders } from "#web/features/admin/api/orders.ts";
import { usePrescriptionOrders } from "#web/features/admin/api/prescription-orders.ts";
import {
  filterOrders,
  mergeOrders,
  ORDER_TYPE_FILTERS,
  type OrderTypeFilter,
} from "#web/features/admin/lib/orders.ts";
import { NativeSelect } from "../NativeSelect.tsx";
import { QueryState } from "../QueryState.tsx";
import { AfricaOrdersTable } from "./AfricaOrdersTable.tsx";
import { OrderDetailsDialog } from "./OrderDetailsDialog.tsx";
import { OrdersTable } from "./OrdersTable.tsx";

export function OrdersTab() {
  const orders = useOrders();
  const prescriptionRows = usePrescriptionOrders();
  const [filter, setFilter] = useState<OrderTypeFilter>("all");
  const [openId, setOpenId] = useState<number | null>(null);
  const filterId = useId();

  // Prescription-pro rows only add orders the main list lacks; their failure must not hide the orders.
  const merged = useMemo(
    () => (orders.data ? mergeOrders(orders.data, prescriptionRows.data ?? []) : undefined),
    [orders.data, prescriptionRows.data],
  );
  const query = { ...orders, data: merged };
  const open = merged?.find((o) => o.id === openId) ?? null;

  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby={`${filterId}-heading`} className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id={`${filterId}-heading`} className="text-2xl font-black uppercase">
            Orders
          </h2>
          <div className="flex flex-col gap-1.5 sm:w-72">
            <Label htmlFor={filterId}>Filter by type</Label>
            <NativeSelect
              id={filterId}
              value={filter}
              onChange={(e) => setFilter(e.target.value as OrderTypeFilter)}
            >
              {ORDER_TYPE_FILTERS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <QueryState query={query} what="orders" empty="No orders found">
          {(all) => {
            const shown = filterOrders(all, filter);
            return (
              <>
                <p className="text-sm text-zinc-600" aria-live="polite">
                  Showing {shown.length} of {all.length} total orders
                </p>
                {shown.length === 0 ? (
                  <p className="py-8 text-center text-zinc-600">No orders found</p>
                ) : (
                  <OrdersTable orders={shown} onOpen={setOpenId} />
                )}
              </>
            );
          }}
        </QueryState>
      </section>
      <AfricaOrdersTable />
      {open ? (
        <OrderDetailsDialog order={open} open onOpenChange={(next) => !next && setOpenId(null)} />
      ) : null}
    </div>
  );
}
