import type { AppContext } from "#server/context.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { conflict, HttpError, notFound } from "#server/lib/http-error.ts";
import type { Keyring } from "#server/lib/keyring.ts";
import { NO_PRESCRIPTION_STATUSES, verifyPrescriptionToken } from "#server/modules/orders/index.ts";
import { londonLongDate } from "#shared/dates.ts";
import type { PrescriptionFields } from "#shared/schemas/prescription.ts";
import type {
  OrderPrescriptions,
  PrescriptionLinked,
  PrescriptionLinkOrder,
  PrescriptionListEntry,
  PrescriptionOrderRef,
} from "#shared/schemas/prescription-links.ts";
import {
  type LinkOrderRow,
  linkedOrdersOf,
  linkPrescription,
  type OrderRefRow,
  orderForLink,
  pointAtNewest,
  prescriptionsOfOrder,
  receivedAt,
  suggestedOrdersOf,
  suggestedPrescriptionsOf,
} from "./links-repo.ts";
import { findPrescription, insertPrescription, type PrescriptionRow, type StoredFileRef } from "./repo.ts";
import { toAdminView } from "./views.ts";

const LINK_MESSAGES = {
  orderNotFound: "Order not found",
  prescriptionNotFound: "Prescription not found",
  otherEmail: "This prescription was sent from another email address than the order's, so it is not a match",
} as const;

const numberOf = (order: LinkOrderRow) => order.orderNumber ?? `#${order.id}`;

/** A placed order that needs a prescription and is still to be made; otherwise a 404 or 409 saying why not. */
function linkable(order: LinkOrderRow | undefined): LinkOrderRow & { orderNumber: string } {
  if (!order?.paidAt || !order.orderNumber) throw notFound(LINK_MESSAGES.orderNotFound);
  if (!order.needsPrescription) throw conflict(`Order ${numberOf(order)} needs no prescription.`);
  if (NO_PRESCRIPTION_STATUSES.includes(order.status)) {
    throw conflict(`Order ${numberOf(order)} was ${order.status}, so it needs no prescription.`);
  }
  return order as LinkOrderRow & { orderNumber: string };
}

/** When the order's current prescription arrived, or null while it waits for one. */
async function receivedOn(db: DbOrTx, order: LinkOrderRow): Promise<Date | null> {
  if (order.prescriptionId === null) return null;
  return (await receivedAt(db, order.prescriptionId)) ?? new Date(0);
}

/**
 * The link sends one prescription per order: a second would silently replace the first the shop may
 * already be making lenses to, so a change goes through a person instead.
 */
async function refuseWhenReceived(db: DbOrTx, order: LinkOrderRow & { orderNumber: string }): Promise<void> {
  const at = await receivedOn(db, order);
  if (!at) return;
  throw conflict(
    `We already have the prescription for order ${order.orderNumber} (received ${londonLongDate(at)}). ` +
      "To change it, please contact us rather than sending it again.",
  );
}

/** The order a signed link names, when a prescription may be sent for it: 403/410 for a bad token, 409 when it has one. */
export async function orderOfLink(
  ctx: Pick<AppContext, "db" | "config">,
  token: string,
): Promise<LinkOrderRow & { orderNumber: string }> {
  const order = linkable(await orderForLink(ctx.db, verifyPrescriptionToken(ctx.config, token)));
  await refuseWhenReceived(ctx.db, order);
  return order;
}

/** GET /api/prescription-link: the order number, the buyer's name and email, and whether it has arrived. */
export async function prescriptionLinkOrder(
  ctx: Pick<AppContext, "db" | "config">,
  token: string,
): Promise<PrescriptionLinkOrder> {
  const order = linkable(await orderForLink(ctx.db, verifyPrescriptionToken(ctx.config, token)));
  const received = await receivedOn(ctx.db, order);
  return {
    orderNumber: order.orderNumber,
    name: order.customerName,
    email: order.customerEmail,
    receivedAt: received?.toISOString() ?? null,
  };
}

/**
 * A prescription sent through its order's signed link: stored, tied to the order (linked_by 'link') and made
 * the order's current one, all in one transaction under the order's row lock, so of two sent at once only
 * the first is kept (the other is refused with a 409) and an order cancelled meanwhile gets none.
 */
export function insertLinkedPrescription(
  db: DbOrTx,
  keys: Keyring,
  fields: PrescriptionFields,
  file: StoredFileRef | undefined,
  orderId: number,
  opts: { replace?: boolean } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const order = linkable(await orderForLink(tx, orderId, true));
    // A correction the shop asked for replaces the prescription; the plain link sends one only.
    if (!opts.replace) await refuseWhenReceived(tx, order);
    const id = await insertPrescription(tx, keys, fields, file, { orderId, linkedBy: "link" });
    await pointAtNewest(tx, orderId);
    return id;
  });
}

/**
 * Staff confirm a suggested match (the prescription's email is the order's): the prescription is tied to
 * the order (linked_by 'admin') and, when it is the newest, becomes the order's current one.
 */
export async function confirmSuggestedLink(
  ctx: Pick<AppContext, "db" | "prescriptionKeys">,
  prescriptionId: number,
  orderId: number,
): Promise<PrescriptionLinked> {
  return ctx.db.transaction(async (tx) => {
    const order = linkable(await orderForLink(tx, orderId, true));
    const prescription = await findPrescription(tx, ctx.prescriptionKeys, prescriptionId);
    if (!prescription) throw notFound(LINK_MESSAGES.prescriptionNotFound);
    if (prescription.orderId !== null) {
      const [linked] = await linkedOrdersOf(tx, [prescriptionId]);
      throw conflict(
        `This prescription is already linked to order ${linked?.orderNumber ?? "another order"}.`,
      );
    }
    if (prescription.email.trim().toLowerCase() !== order.customerEmail.trim().toLowerCase()) {
      throw conflict(LINK_MESSAGES.otherEmail);
    }
    if (!(await linkPrescription(tx, prescriptionId, orderId, "admin"))) {
      throw new HttpError(409, "This prescription was linked to an order meanwhile.");
    }
    await pointAtNewest(tx, orderId);
    return { prescriptionId, orderId, orderNumber: order.orderNumber };
  });
}

function refsByPrescription(rows: OrderRefRow[]): Map<number, PrescriptionOrderRef[]> {
  const grouped = new Map<number, PrescriptionOrderRef[]>();
  for (const r of rows) {
    if (!r.orderNumber) continue;
    const list = grouped.get(r.prescriptionId) ?? [];
    list.push({ id: r.orderId, orderNumber: r.orderNumber });
    grouped.set(r.prescriptionId, list);
  }
  return grouped;
}

/** Prescriptions as the admin's lists show them: values, their order(s) and suggested orders. */
export async function toListEntries(db: DbOrTx, rows: PrescriptionRow[]): Promise<PrescriptionListEntry[]> {
  const ids = rows.map((r) => r.id);
  const unlinked = rows.filter((r) => r.orderId === null).map((r) => r.id);
  const [linked, suggested] = await Promise.all([linkedOrdersOf(db, ids), suggestedOrdersOf(db, unlinked)]);
  const orders = refsByPrescription(linked);
  const suggestions = refsByPrescription(suggested);
  return rows.map((row) => ({
    ...toAdminView(row),
    linked_by: row.linkedBy,
    linked_at: row.linkedAt?.toISOString() ?? null,
    orders: orders.get(row.id) ?? [],
    suggested_orders: suggestions.get(row.id) ?? [],
  }));
}

/** The admin's order view: its prescriptions newest first, and unlinked ones from its email while it waits. */
export async function orderPrescriptions(
  db: DbOrTx,
  keys: Keyring,
  orderId: number,
): Promise<OrderPrescriptions> {
  const [own, suggested] = await Promise.all([
    prescriptionsOfOrder(db, keys, orderId),
    suggestedPrescriptionsOf(db, keys, orderId),
  ]);
  return {
    prescriptions: await toListEntries(db, own),
    suggestedPrescriptions: await toListEntries(db, suggested),
  };
}
