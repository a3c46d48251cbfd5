import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { orderItems, orders, prescriptions } from "#server/db/schema/index.ts";
import type { Keyring } from "#server/lib/keyring.ts";
import { NO_PRESCRIPTION_STATUSES } from "#server/modules/orders/index.ts";
import type { PrescriptionRow } from "./repo.ts";
import { unsealPrescription } from "./sealing.ts";

/**
 * A placed order that needs a prescription and has none yet (the partial index
 * orders_awaiting_prescription_idx covers the first three terms).
 */
export const awaitingPrescription: SQL = and(
  eq(orders.needsPrescription, true),
  isNull(orders.prescriptionId),
  isNotNull(orders.paidAt),
  notInArray(orders.status, [...NO_PRESCRIPTION_STATUSES]),
) as SQL;

const ORDER_FIELDS = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  status: orders.status,
  paidAt: orders.paidAt,
  needsPrescription: orders.needsPrescription,
  prescriptionId: orders.prescriptionId,
  createdAt: orders.createdAt,
};
export type LinkOrderRow = Pick<typeof orders.$inferSelect, keyof typeof ORDER_FIELDS>;

/** What linking needs to know about an order; `lock` holds its row for the rest of the transaction. */
export async function orderForLink(
  db: DbOrTx,
  orderId: number,
  lock = false,
): Promise<LinkOrderRow | undefined> {
  const query = db.select(ORDER_FIELDS).from(orders).where(eq(orders.id, orderId)).limit(1);
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

/** When the shop received this prescription (its submission), or undefined when there is none. */
export async function receivedAt(db: DbOrTx, prescriptionId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: prescriptions.createdAt })
    .from(prescriptions)
    .where(eq(prescriptions.id, prescriptionId))
    .limit(1);
  return row?.createdAt;
}

/** Ties an unlinked prescription to an order; false when it was linked meanwhile. */
export async function linkPrescription(
  tx: DbOrTx,
  prescriptionId: number,
  orderId: number,
  linkedBy: "link" | "admin",
): Promise<boolean> {
  const rows = await tx
    .update(prescriptions)
    .set({ orderId, linkedBy, linkedAt: sql`now()` })
    .where(and(eq(prescriptions.id, prescriptionId), isNull(prescriptions.orderId)))
    .returning({ id: prescriptions.id });
  return rows.length > 0;
}

/**
 * The order's current prescription is its newest (by submission); the order and each of its lines that
 * needs one point at it. Older versions keep their order_id and stay listed.
 */
export async function pointAtNewest(tx: DbOrTx, orderId: number): Promise<number | null> {
  const [newest] = await tx
    .select({ id: prescriptions.id })
    .from(prescriptions)
    .where(eq(prescriptions.orderId, orderId))
    .orderBy(desc(prescriptions.createdAt), desc(prescriptions.id))
    .limit(1);
  const id = newest?.id ?? null;
  await tx.update(orders).set({ prescriptionId: id, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
  await tx
    .update(orderItems)
    .set({ prescriptionId: id })
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.needsPrescription, true)));
  return id;
}

/** An order's prescriptions, newest first: those linked to it, and one it points at from before links. */
export function prescriptionsOfOrder(db: DbOrTx, keys: Keyring, orderId: number): Promise<PrescriptionRow[]> {
  return db
    .select()
    .from(prescriptions)
    .where(
      or(
        eq(prescriptions.orderId, orderId),
        sql`${prescriptions.id} = (SELECT ${orders.prescriptionId} FROM ${orders} WHERE ${orders.id} = ${orderId})`,
      ),
    )
    .orderBy(desc(prescriptions.createdAt), desc(prescriptions.id))
    .then((rows) => rows.map((row) => unsealPrescription(keys, row)));
}

export interface OrderRefRow {
  prescriptionId: number;
  orderId: number;
  orderNumber: string | null;
}

/** The order each of these prescriptions is linked to. */
export function linkedOrdersOf(db: DbOrTx, prescriptionIds: number[]): Promise<OrderRefRow[]> {
  if (prescriptionIds.length === 0) return Promise.resolve([]);
  return db
    .select({ prescriptionId: prescriptions.id, orderId: orders.id, orderNumber: orders.orderNumber })
    .from(prescriptions)
    .innerJoin(orders, eq(orders.id, prescriptions.orderId))
    .where(inArray(prescriptions.id, prescriptionIds));
}

const sameEmail = sql`lower(${orders.customerEmail}) = lower(${prescriptions.email})`;

/** Placed orders awaiting a prescription, from the email of each of these unlinked prescriptions. */
export function suggestedOrdersOf(db: DbOrTx, prescriptionIds: number[]): Promise<OrderRefRow[]> {
  if (prescriptionIds.length === 0) return Promise.resolve([]);
  return db
    .select({ prescriptionId: prescriptions.id, orderId: orders.id, orderNumber: orders.orderNumber })
    .from(prescriptions)
    .innerJoin(orders, sameEmail)
    .where(
      and(inArray(prescriptions.id, prescriptionIds), isNull(prescriptions.orderId), awaitingPrescription),
    )
    .orderBy(desc(orders.paidAt));
}

/** Unlinked prescriptions from an order's email, newest first: suggestions while the order awaits one. */
export function suggestedPrescriptionsOf(
  db: DbOrTx,
  keys: Keyring,
  orderId: number,
): Promise<PrescriptionRow[]> {
  return db
    .select({ p: prescriptions })
    .from(prescriptions)
    .innerJoin(orders, sameEmail)
    .where(and(eq(orders.id, orderId), isNull(prescriptions.orderId), awaitingPrescription))
    .orderBy(desc(prescriptions.createdAt), desc(prescriptions.id))
    .then((rows) => rows.map((r) => unsealPrescription(keys, r.p)));
}

/** No unlinked prescription from the order's email: one that is waits for staff to confirm the match. */
const noUnlinkedFromBuyer = sql`NOT EXISTS (SELECT 1 FROM ${prescriptions}
  WHERE ${prescriptions.orderId} IS NULL AND lower(${prescriptions.email}) = lower(${orders.customerEmail}))`;

const reminderDue = (paidBefore: Date, paidAfter: Date) =>
  and(
    awaitingPrescription,
    isNull(orders.prescriptionReminderSentAt),
    lte(orders.paidAt, paidBefore),
    gt(orders.paidAt, paidAfter),
    ne(orders.customerEmail, ""),
    noUnlinkedFromBuyer,
  );

/** Orders paid in (paidAfter, paidBefore] still waiting for a prescription and not yet reminded, oldest first. */
export function dueForPrescriptionReminder(
  db: DbOrTx,
  paidBefore: Date,
  paidAfter: Date,
  limit: number,
): Promise<(typeof orders.$inferSelect)[]> {
  return db
    .select()
    .from(orders)
    .where(reminderDue(paidBefore, paidAfter))
    .orderBy(asc(orders.paidAt))
    .limit(limit);
}

/** Marks the order reminded if it still is due: true for the one caller that gets to send the reminder. */
export async function claimPrescriptionReminder(
  tx: DbOrTx,
  orderId: number,
  window: { paidBefore: Date; paidAfter: Date; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ prescriptionReminderSentAt: window.now })
    .where(and(eq(orders.id, orderId), reminderDue(window.paidBefore, window.paidAfter)))
    .returning({ id: orders.id });
  return rows.length > 0;
}
