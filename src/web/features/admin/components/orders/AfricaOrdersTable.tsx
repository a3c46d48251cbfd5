import { useId } from "react";
import { londonShortDateTime } from "#shared/dates.ts";
import { formatDecimal } from "#shared/money.ts";
import { AFRICA_ADMIN_STATUSES } from "#shared/order-status.ts";
import { useCan } from "#web/admin-auth/use-permissions.ts";
import { toast } from "#web/components/ui/use-toast.ts";
import { useAfricaOrders } from "#web/features/admin/api/africa-orders.ts";
import { type AfricaStatus, useUpdateAfricaStatus } from "#web/features/admin/api/update-africa-status.ts";
import { failureText } from "#web/features/admin/lib/failure.ts";
import { nextStatuses } from "#web/features/admin/lib/orders.ts";
import { NativeSelect } from "../NativeSelect.tsx";
import { DataTable, QueryState, tableClasses as t } from "../QueryState.tsx";

const label = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).replaceAll("_", " ");

export function AfricaOrdersTable() {
  const query = useAfricaOrders();
  const update = useUpdateAfricaStatus();
  const mayChange = useCan()("orders.manage");
  const headingId = useId();

  const change = (id: number, status: AfricaStatus) =>
    update.mutate(
      { id, status },
      {
        onSuccess: () => toast({ title: "Status Updated", description: `Order ${id} is now ${status}.` }),
        onError: (error) =>
          toast({
            title: "Update Failed",
            description: failureText("Could not update order status. Please try again.", error),
            variant: "destructive",
          }),
      },
    );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-black uppercase">
        Africa R3D Orders
      </h2>
      <QueryState query={query} what="Africa R3D orders" empty="No Africa R3D orders found">
        {(rows) => (
          <DataTable
            label="Africa R3D orders"
            columns={[
              "Order #",
              "Date",
              "Name",
              "Email",
              "Options",
              "Status",
              { label: "Total", align: "end" },
            ]}
          >
            {rows.map((row) => {
              const allowed = nextStatuses(row.status);
              const busy = update.isPending && update.variables?.id === row.id;
              return (
                <tr key={row.id} className={t.row}>
                  <td className={`${t.td} font-semibold whitespace-nowrap`}>
                    {row.orderNumber ?? `#${row.id}`}
                  </td>
                  <td className={`${t.td} whitespace-nowrap`}>{londonShortDateTime(row.createdAt)}</td>
                  <td className={t.td}>{row.name || "—"}</td>
                  <td className={t.td}>{row.email}</td>
                  <td className={`${t.td} max-w-xs`}>{row.description || "—"}</td>
                  <td className={t.td}>
                    <NativeSelect
                      aria-label={`Status of Africa R3D order ${row.id}`}
                      className="h-9 min-w-36"
                      value={row.status}
                      disabled={busy || !mayChange}
                      onChange={(e) => change(row.id, e.target.value as AfricaStatus)}
                    >
                      {(AFRICA_ADMIN_STATUSES as readonly string[]).includes(row.status) ? null : (
                        <option value={row.status} disabled>
                          {label(row.status)}
                        </option>
                      )}
                      {AFRICA_ADMIN_STATUSES.map((status) => (
                        <option
                          key={status}
                          value={status}
                          disabled={status !== row.status && !allowed.includes(status)}
                        >
                          {label(status)}
                        </option>
                      ))}
                    </NativeSelect>
                  </td>
                  <td className={`${t.td} text-right font-semibold`}>{formatDecimal(row.totalPrice)}</td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </QueryState>
    </section>
  );
}
