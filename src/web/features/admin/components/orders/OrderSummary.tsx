import type { AdminOrder } from "#shared/schemas/admin.ts";
import type { AdminOrderDetail } from "#shared/schemas/admin-orders.ts";
import { formatDateTime, formatMoney, isNonZero } from "#web/features/admin/lib/format.ts";
import { itemOptions, orderTypeLabel, visionTypeLabel } from "#web/features/admin/lib/orders.ts";
import { Field, FieldGrid } from "../AdminDialog.tsx";
import { DialogSection } from "../DialogSection.tsx";
import { TableWrap, tableClasses as t } from "../QueryState.tsx";
import { StatusBadge } from "../StatusBadge.tsx";

function PrescriptionProDetails({ order }: { order: AdminOrder }) {
  return (
    <FieldGrid>
      <Field label="Vision Type">{visionTypeLabel(order.visionType)}</Field>
      <Field label="Frame Colour">{order.frameColorName ?? order.frameColorId}</Field>
      <Field label="Lens Type">{order.prescriptionLensTypeName ?? order.prescriptionLensTypeId}</Field>
      <Field label="Finish">
        {order.finishName}
        {order.finishName && isNonZero(order.finishPrice) ? ` (+${formatMoney(order.finishPrice)})` : ""}
      </Field>
    </FieldGrid>
  );
}

function Items({ order }: { order: AdminOrder }) {
  if (order.items.length === 0) return <p className="text-sm text-zinc-600">No items recorded.</p>;
  return (
    <TableWrap label="Order items">
      <table className={`${t.table} min-w-[520px]`}>
        <thead className={t.head}>
          <tr>
            <th className={t.th}>Product</th>
            <th className={t.th}>Options</th>
            <th className={`${t.th} text-right`}>Qty</th>
            <th className={`${t.th} text-right`}>Price</th>
            <th className={`${t.th} text-right`}>Total</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id} className={t.row}>
              <td className={t.td}>{item.productName}</td>
              <td className={t.td}>
                {itemOptions(item) || "—"}
                {item.prescriptionId ? ` · Prescription #${item.prescriptionId}` : ""}
              </td>
              <td className={`${t.td} text-right`}>{item.quantity}</td>
              <td className={`${t.td} text-right`}>{formatMoney(item.productPrice)}</td>
              <td className={`${t.td} text-right`}>{formatMoney(item.itemTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

/** Every field of the order and its items (back-office.md §3 "Order (admin view)"). */
export function OrderSummary({ order }: { order: AdminOrderDetail }) {
  return (
    <>
      <DialogSection title="Order">
        <FieldGrid className="lg:grid-cols-3">
          <Field label="Order number">{order.orderNumber ?? "Not placed"}</Field>
          <Field label="Order ID">{order.id}</Field>
          <Field label="Date">{formatDateTime(order.createdAt)}</Field>
          <Field label="Status">
            <StatusBadge status={order.status} />
          </Field>
          <Field label="Order Type">{orderTypeLabel(order.orderType)}</Field>
          <Field label="Quantity">{order.quantity}</Field>
          <Field label="Paid">{order.paidAt ? formatDateTime(order.paidAt) : "Not paid"}</Field>
          <Field label={`Payment ID (${order.paymentProvider})`}>{order.stripePaymentIntentId}</Field>
          {order.prescriptionId ? <Field label="Prescription">#{order.prescriptionId}</Field> : null}
        </FieldGrid>
      </DialogSection>
      <DialogSection title="Customer">
        <FieldGrid>
          <Field label="Name">{order.name}</Field>
          <Field label="Email">
            {order.email ? (
              <a className="text-ember-700 underline" href={`mailto:${order.email}`}>
                {order.email}
              </a>
            ) : null}
          </Field>
          <Field label="Phone">{order.phone}</Field>
          <Field label="Address">
            {[order.address, order.city, order.postcode, order.country].filter(Boolean).join(", ")}
          </Field>
        </FieldGrid>
      </DialogSection>
      <DialogSection title="Items">
        {order.orderType === "prescription_pro" ? <PrescriptionProDetails order={order} /> : null}
        <Items order={order} />
        <FieldGrid className="lg:grid-cols-3">
          <Field label="Subtotal">{formatMoney(order.subtotal)}</Field>
          <Field label="Discount">
            {isNonZero(order.discountAmount)
              ? `−${formatMoney(order.discountAmount)}${order.discountCode ? ` (${order.discountCode})` : ""}`
              : "None"}
          </Field>
          <Field label="Shipping">{formatMoney(order.shipping)}</Field>
          <Field label="Total">
            <strong>{formatMoney(order.total)}</strong>
          </Field>
          <Field label="Charged">{formatMoney(order.charged)}</Field>
          <Field label="Refunded">{formatMoney(order.refunded)}</Field>
        </FieldGrid>
      </DialogSection>
    </>
  );
}
