import { and, eq, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { orderItems, orderStatusHistory, orders } from "#server/db/schema/index.ts";

export type ShippingOrder = NonNullable<Awaited<ReturnType<typeof findShippingOrder>>>;

export interface ShippingFields {
  carrierOrderId?: string | null;
  trackingNumber?: string | null;
  shippingStatus?: string | null;
}

type OrderRef = { id: number; status: string };

export async function findShippingOrder(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      needsPrescription: orders.needsPrescription,
      createdAt: orders.createdAt,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      customerPhone: orders.customerPhone,
      customerAddress: orders.customerAddress,
      customerCity: orders.customerCity,
      customerPostcode: orders.customerPostcode,
      customerCountry: orders.customerCountry,
      subtotalPence: orders.subtotalPence,
      discountPence: orders.discountPence,
      shippingPence: orders.shippingPence,
      totalPence: orders.totalPence,
      carrierOrderId: orders.carrierOrderId,
      trackingNumber: orders.trackingNumber,
      shippingStatus: orders.shippingStatus,
    })
    .from(orders)
    .where(eq(orders.id, id));
  return row;
}

export async function itemCount(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return Number(row?.n ?? 0);
}

/**
 * Marks the order shipping_pending unless it already has a shipment or one is being created, so two
 * clicks cannot create two carrier orders. Returns false when another request got there first.
 */
export async function claimForCreate(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ shippingStatus: "shipping_pending", updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, id),
        isNull(orders.carrierOrderId),
        or(isNull(orders.shippingStatus), ne(orders.shippingStatus, "shipping_pending")),
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** A note in the order's history that leaves its status as it is. */
export async function addNote(db: DbOrTx, order: OrderRef, by: string, text: string): Promise<void> {
  await db.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    changedBy: by,
    note: text,
  });
}

/** Updates the carrier columns and, with a note, records the change in the order's history. */
export async function updateCarrierFields(
  db: DbOrTx,
  order: OrderRef,
  fields: ShippingFields,
  note?: { by: string; text: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    if (note) await addNote(tx, order, note.by, note.text);
  });
}

/** Clears the carrier columns of every order that has any; returns how many. */
export async function resetAllCarrierFields(db: DbOrTx, by: string): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({ carrierOrderId: null, trackingNumber: null, shippingStatus: null, updatedAt: new Date() })
      .where(
        or(
          isNotNull(orders.carrierOrderId),
          isNotNull(orders.trackingNumber),
          isNotNull(orders.shippingStatus),
        ),
      )
      .returning({ id: orders.id, status: orders.status });
    if (rows.length) {
      await tx.insert(orderStatusHistory).values(
        rows.map((r) => ({
          orderId: r.id,
          fromStatus: r.status,
          toStatus: r.status,
          changedBy: by,
          note: "Carrier information reset (reset all)",
        })),
      );
    }
    return rows.length;
  });
}
