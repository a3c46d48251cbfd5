import { londonShortDateTime } from "#shared/dates.ts";
import { formatDecimal, isNonZeroDecimal } from "#shared/money.ts";
import type { AdminOrder } from "#shared/schemas/admin.ts";
import type { AdminOrderDetail } from "#shared/schemas/admin-orders.ts";
import { orderTypeLabel, visionTypeLabel } from "#web/features/admin/lib/orders.ts";
import { Field, FieldGrid } from "../AdminDialog.tsx";
import { DialogSection } from "../DialogSection.tsx";
import { TableWrap, tableClasses as t } from "../QueryState.tsx";
import { StatusBadge } from "../StatusBadge.tsx";

/** " (+£40.00)" beside an option that cost extra, as charged. */
const withPrice = (name: string | null, price: string | null) =>
  name && isNonZeroDecimal(price) ? ` (+${formatDecimal(price)})` : "";

function PrescriptionProDetails({ order }: { order: AdminOrder }) {
  return (
    <FieldGrid>
      <Field label="Vision Type">{visionTypeLabel(order.visionType)}</Field>
      <Field label="Frame Colour">{order.frameColorName ?? order.frameColorId}</Field>
      <Field label="Lens Type">
        {order.prescriptionLensTypeName ?? order.prescriptionLensTypeId}
        {withPrice(order.prescriptionLensTypeName, order.prescriptionLensPrice)}
      </Field>
      <Field label="Finish">
        {order.finishName}
        {withPrice(order.finishName, order.finishPrice)}
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
                {item.description || "—"}
                {item.prescriptionId ? ` · Prescription #${item.prescriptionId}` : ""}
              </td>
              <td className={`${t.td} text-right`}>{item.quantity}</td>
              <td className={`${t.td} text-right`}>{formatDecimal(item.productPrice)}</td>
              <td className={`${t.td} text-right`}>{formatDecimal(item.itemTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

/** Every field of the order and its items. */
export function OrderSummary({ order }: { order: AdminOrderDetail }) {
  return (
    <>
      <DialogSection title="Order">
        <FieldGrid className="lg:grid-cols-3">
          <Field label="Order number">{order.orderNumber ?? "Not placed"}</Field>
          <Field label="Order ID">{order.id}</Field>
          <Field label="Date">{londonShortDateTime(order.createdAt)}</Field>
          <Field label="Status">
            <StatusBadge status={order.status} />
          </Field>
          <Field label="Order Type">{orderTypeLabel(order.orderType)}</Field>
          <Field label="Quantity">{order.quantity}</Field>
          <Field label="Paid">{order.paidAt ? londonShortDateTime(order.paidAt) : "Not paid"}</Field>
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
          <Field label="Subtotal">{formatDecimal(order.subtotal)}</Field>
          <Field label="Discount">
            {isNonZeroDecimal(order.discountAmount)
              ? `−${formatDecimal(order.discountAmount)}${order.discountCode ? ` (${order.discountCode})` : ""}`
              : "None"}
          </Field>
          <Field label="Shipping">{formatDecimal(order.shipping)}</Field>
          <Field label="Total">
            <strong>{formatDecimal(order.total)}</strong>
          </Field>
          <Field label="Charged">{formatDecimal(order.charged)}</Field>
          <Field label="Refunded">{formatDecimal(order.refunded)}</Field>
        </FieldGrid>
      </DialogSection>
    </>
  );
}
