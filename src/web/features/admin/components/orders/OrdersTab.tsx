import { useId, useState } from "react";
import type { AdminOrdersQuery } from "#shared/schemas/admin-orders.ts";
import { useOrders } from "#web/features/admin/api/orders.ts";
import { QueryState } from "../QueryState.tsx";
import { AfricaOrdersTable } from "./AfricaOrdersTable.tsx";
import { OrderDetailsDialog } from "./OrderDetailsDialog.tsx";
import { OrderFilters, type OrderFilterValues } from "./OrderFilters.tsx";
import { OrdersPagination } from "./OrdersPagination.tsx";
import { OrdersTable } from "./OrdersTable.tsx";

const INITIAL: OrderFilterValues = {
  status: "placed",
  type: "all",
  q: "",
  sort: "newest",
  from: "",
  to: "",
  awaitingPrescription: false,
};

export function OrdersTab() {
  const [filters, setFilters] = useState(INITIAL);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const [openId, setOpenId] = useState<number | null>(null);
  const headingId = useId();

  const query: AdminOrdersQuery = {
    page,
    pageSize,
    status: filters.status,
    orderType: filters.type === "all" ? undefined : filters.type,
    q: filters.q.trim() || undefined,
    sort: filters.sort,
    from: filters.from || undefined,
    to: filters.to || undefined,
    prescription: filters.awaitingPrescription ? "awaiting" : undefined,
  };
  const orders = useOrders(query);
  const list = orders.data;

  const changeFilters = (next: OrderFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-2xl font-black uppercase">
          Orders
        </h2>
        <OrderFilters values={filters} onChange={changeFilters} />
        <QueryState
          query={{ ...orders, data: list?.orders }}
          what="orders"
          empty={filters.q.trim() ? `No orders match “${filters.q.trim()}”` : "No orders found"}
        >
          {(rows) => (
            <>
              <p className="text-sm text-zinc-600" aria-live="polite">
                Showing {rows.length} of {list?.total ?? rows.length} total orders
                {orders.isPlaceholderData ? " (updating…)" : ""}
              </p>
              <OrdersTable orders={rows} onOpen={setOpenId} />
            </>
          )}
        </QueryState>
        {list && list.total > 0 ? (
          <OrdersPagination
            page={list.page}
            pageSize={pageSize}
            total={list.total}
            busy={orders.isFetching}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        ) : null}
      </section>
      <AfricaOrdersTable />
      {openId !== null ? (
        <OrderDetailsDialog orderId={openId} open onOpenChange={(next) => !next && setOpenId(null)} />
      ) : null}
    </div>
  );
}
