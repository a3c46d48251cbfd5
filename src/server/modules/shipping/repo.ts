import { and, eq, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { orderItems, orderStatusHistory, orders } from "#server/db/schema/index.ts";

export type ShippingOrder = NonNullable<Awaited<ReturnType<ShippingRepo["find"]>>>;

export interface ShippingFields {
  carrierOrderId?: string | null;
  trackingNumber?: string | null;
  shippingStatus?: string | null;
}

/** Reads orders and writes only their carrier columns, with a note in the order's history. */
export class ShippingRepo {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async find(id: number) {
    const [row] = await this.#db
      .select({
        id: orders.id,
        status: orders.status,
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

  async itemCount(orderId: number): Promise<number> {
    const [row] = await this.#db
      .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    return Number(row?.n ?? 0);
  }

  /**
   * Marks the order shipping_pending unless it already has a shipment or one is being created, so two
   * clicks cannot create two carrier orders. Returns false when another request got there first.
   */
  async claimForCreate(id: number): Promise<boolean> {
    const rows = await this.#db
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

  /** Updates the carrier columns and, with a note, records the change in the order's history. */
  async update(
    order: { id: number; status: string },
    fields: ShippingFields,
    note?: { by: string; text: string },
  ) {
    await this.#db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(orders.id, order.id));
      if (note) {
        await tx.insert(orderStatusHistory).values({
          orderId: order.id,
          fromStatus: order.status,
          toStatus: order.status,
          changedBy: note.by,
          note: note.text,
        });
      }
    });
  }

  async addNote(order: { id: number; status: string }, by: string, text: string) {
    await this.#db.insert(orderStatusHistory).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      changedBy: by,
      note: text,
    });
  }

  /** Clears the carrier columns of every order that has any; returns how many. */
  async resetAll(by: string): Promise<number> {
    return this.#db.transaction(async (tx) => {
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
}
