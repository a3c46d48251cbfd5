import { londonShortDateTime } from "#shared/dates.ts";
import { formatDecimal, isNonZeroDecimal } from "#shared/money.ts";
import type { AdminOrder } from "#shared/schemas/admin.ts";
import { orderTypeLabel, productsSummary } from "#web/features/admin/lib/orders.ts";
import { DataTable, tableClasses as t } from "../QueryState.tsx";
import { StatusBadge } from "../StatusBadge.tsx";

/**
 * The orders table; a row click (or the order number button) opens the Order Details dialog. An order
 * never paid has no number yet and shows its database id.
 */
export function OrdersTable({ orders, onOpen }: { orders: AdminOrder[]; onOpen: (id: number) => void }) {
  return (
    <DataTable
      label="Orders"
      columns={[
        "Order #",
        "Date",
        "Customer",
        "Order Type",
        "Products",
        "Status",
        { label: "Total", align: "end" },
      ]}
    >
      {orders.map((order) => (
        <tr
          key={order.id}
          data-order-id={order.id}
          onClick={() => onOpen(order.id)}
          className={`${t.row} cursor-pointer hover:bg-zinc-50`}
        >
          <td className={t.td}>
            <button
              type="button"
              className="cursor-pointer font-semibold text-ember-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ember-500"
              aria-label={`Order ${order.orderNumber ?? `#${order.id}`}: view details`}
              onClick={(e) => {
                e.stopPropagation();
                onOpen(order.id);
              }}
            >
              {order.orderNumber ?? `#${order.id}`}
            </button>
          </td>
          <td className={`${t.td} whitespace-nowrap`}>{londonShortDateTime(order.createdAt)}</td>
          <td className={t.td}>
            <div className="font-medium">{order.name || "—"}</div>
            <div className="text-zinc-600">{order.email}</div>
          </td>
          <td className={t.td}>{orderTypeLabel(order.orderType)}</td>
          <td className={`${t.td} max-w-xs`}>{productsSummary(order)}</td>
          <td className={t.td}>
            <StatusBadge status={order.status} />
          </td>
          <td className={`${t.td} text-right whitespace-nowrap`}>
            <div className="font-semibold">{formatDecimal(order.total)}</div>
            {isNonZeroDecimal(order.refunded) ? (
              <div className="text-xs text-zinc-700">Refunded {formatDecimal(order.refunded)}</div>
            ) : null}
            {isNonZeroDecimal(order.discountAmount) ? (
              <div className="text-xs text-emerald-800">
                Discount −{formatDecimal(order.discountAmount)}
                {order.discountCode ? ` (${order.discountCode})` : ""}
              </div>
            ) : null}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
