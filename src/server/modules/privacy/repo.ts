import { asc, desc, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import {
  abandonedCarts,
  chatMessages,
  clubMembers,
  contactMessages,
  emailOutbox,
  orderItems,
  orderRefunds,
  orderStatusHistory,
  orders,
  privacyRequests,
} from "#server/db/schema/index.ts";
import { rowsOf, toIntArray, toTextArray } from "#server/lib/sql-rows.ts";

/**
 * Everything stored about one address. `email` is always lower-cased; addresses are stored as typed, so
 * every match is on lower(...). Chat stores no address: a conversation is the subject's when one of the
 * shopper's messages in it gives the address (docs/decisions/0026).
 */

export type OrderRow = typeof orders.$inferSelect;
export type ContactRow = typeof contactMessages.$inferSelect;
export type ChatRow = typeof chatMessages.$inferSelect;
export type ClubRow = typeof clubMembers.$inferSelect;
export type CartRow = typeof abandonedCarts.$inferSelect;
export type OutboxRow = typeof emailOutbox.$inferSelect;

const lowerIs = (column: unknown, email: string) => sql`lower(${column}) = ${email}`;

export function findOrders(db: DbOrTx, email: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(lowerIs(orders.customerEmail, email)).orderBy(asc(orders.id));
}

/** The subject's prescriptions: sent from the address, or attached to one of the subject's orders. */
export async function findPrescriptionIds(db: DbOrTx, email: string, orderIds: number[]): Promise<number[]> {
  const result = await db.execute(sql`
    SELECT id FROM prescriptions
    WHERE lower(email) = ${email} OR order_id = ANY(${toIntArray(orderIds)})
    ORDER BY id`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}

export function findContactMessages(db: DbOrTx, email: string): Promise<ContactRow[]> {
  return db
    .select()
    .from(contactMessages)
    .where(lowerIs(contactMessages.email, email))
    .orderBy(asc(contactMessages.id));
}

/** Every message of the conversations in which the shopper wrote the address. */
export function findChatMessages(db: DbOrTx, email: string): Promise<ChatRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(
      sql`${chatMessages.conversationId} IN (
        SELECT conversation_id FROM chat_messages WHERE type = 'other' AND strpos(lower(message), ${email}) > 0)`,
    )
    .orderBy(asc(chatMessages.conversationId), asc(chatMessages.id));
}

export function findClubMembers(db: DbOrTx, email: string): Promise<ClubRow[]> {
  return db.select().from(clubMembers).where(lowerIs(clubMembers.email, email)).orderBy(asc(clubMembers.id));
}

export function findAbandonedCarts(db: DbOrTx, email: string): Promise<CartRow[]> {
  return db
    .select()
    .from(abandonedCarts)
    .where(lowerIs(abandonedCarts.email, email))
    .orderBy(asc(abandonedCarts.id));
}

/**
 * Mail to the address ("Name <address>" too), about the subject's orders, naming the address, or the
 * owner's alerts about the subject's records and the confirmation of each of its prescriptions, wherever
 * it went (by their dedupe keys: notify:prescription:<id>, prescription-received:<id>, ...).
 */
const outboxMatch = (email: string, orderIds: number[], alertKeys: string[]) => sql`
  lower(${emailOutbox.to}) = ${email}
  OR strpos(lower(${emailOutbox.to}), ${`<${email}>`}) > 0
  OR ${emailOutbox.orderId} = ANY(${toIntArray(orderIds)})
  OR strpos(lower(${emailOutbox.subject}), ${email}) > 0
  OR strpos(lower(${emailOutbox.text}), ${email}) > 0
  OR strpos(lower(coalesce(${emailOutbox.html}, '')), ${email}) > 0
  OR ${emailOutbox.dedupeKey} = ANY(${toTextArray(alertKeys)})`;

export function findEmails(
  db: DbOrTx,
  email: string,
  orderIds: number[],
  alertKeys: string[],
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(outboxMatch(email, orderIds, alertKeys))
    .orderBy(asc(emailOutbox.id));
}

export async function orderDetails(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return { items: [], history: [], refunds: [] };
  const [items, history, refunds] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, orderIds))
      .orderBy(asc(orderStatusHistory.id)),
    db
      .select()
      .from(orderRefunds)
      .where(inArray(orderRefunds.orderId, orderIds))
      .orderBy(asc(orderRefunds.id)),
  ]);
  return { items, history, refunds };
}

// ---- Erasure (inside one transaction) ------------------------------------------------------------

/** The address as a case-insensitive PostgreSQL regular expression, for free text that may quote it. */
const addressPattern = (email: string) => email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Files of the prescriptions, with their rows locked until the erasure commits. */
export async function lockPrescriptionFiles(tx: DbOrTx, ids: number[]): Promise<string[]> {
  const result = await tx.execute(sql`
    SELECT file_key AS "fileKey" FROM prescriptions WHERE id = ANY(${toIntArray(ids)}) ORDER BY id FOR UPDATE`);
  return rowsOf<{ fileKey: string | null }>(result).flatMap((r) => (r.fileKey ? [r.fileKey] : []));
}

export async function deletePrescriptions(tx: DbOrTx, ids: number[]): Promise<void> {
  await tx.execute(sql`DELETE FROM prescriptions WHERE id = ANY(${toIntArray(ids)})`);
}

/**
 * What a paid order keeps (number, dates, status, amounts, VAT, lines, country: docs/decisions/0026) stays;
 * the person goes. Staff notes and refund reasons keep their text with the address replaced.
 */
export async function anonymiseOrders(tx: DbOrTx, ids: number[], email: string): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    UPDATE orders SET customer_name = 'Erased', customer_email = 'erased-' || id || '@invalid',
      customer_phone = '', customer_address = '', customer_city = '', customer_postcode = '',
      carrier_order_id = NULL, tracking_number = NULL, updated_at = now()
    WHERE id = ANY(${toIntArray(ids)})`);
  const pattern = addressPattern(email);
  await tx.execute(sql`
    UPDATE order_status_history SET note = regexp_replace(note, ${pattern}, 'erased', 'gi')
    WHERE order_id = ANY(${toIntArray(ids)}) AND note IS NOT NULL`);
  await tx.execute(sql`
    UPDATE order_refunds SET reason = regexp_replace(reason, ${pattern}, 'erased', 'gi')
    WHERE order_id = ANY(${toIntArray(ids)})`);
}

export async function deleteByIds(
  tx: DbOrTx,
  table: typeof contactMessages | typeof chatMessages | typeof abandonedCarts,
  ids: number[],
): Promise<void> {
  if (ids.length > 0) await tx.delete(table).where(inArray(table.id, ids));
}

/** The membership goes; its personal code stops working and no longer names the member. */
export async function deleteClubMembers(tx: DbOrTx, members: ClubRow[]): Promise<void> {
  if (members.length === 0) return;
  await tx.delete(clubMembers).where(
    inArray(
      clubMembers.id,
      members.map((m) => m.id),
    ),
  );
  await tx.execute(sql`
    UPDATE discount_codes SET active = false, description = 'Club member: erased'
    WHERE id = ANY(${toIntArray(members.map((m) => m.discountCodeId))})`);
}

/**
 * Mail keeps its kind, dates and outcome; address, subject, text, headers (the unsubscribe link carries
 * the address) and any error text go. Mail not sent yet is never sent.
 */
export async function redactEmails(tx: DbOrTx, ids: number[], email: string): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    UPDATE email_outbox SET
      "to" = CASE WHEN lower("to") = ${email} OR strpos(lower("to"), ${`<${email}>`}) > 0 OR order_id IS NOT NULL
        THEN 'erased-' || id || '@invalid' ELSE "to" END,
      subject = '[erased]', text = '[erased]', html = NULL, headers = NULL,
      error = CASE WHEN status IN ('queued', 'sending') THEN 'Erased before sending'
        WHEN error IS NULL THEN NULL ELSE '[erased]' END,
      status = CASE WHEN status IN ('queued', 'sending') THEN 'failed' ELSE status END
    WHERE id = ANY(${toIntArray(ids)})`);
}

// ---- Requests ------------------------------------------------------------------------------------

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;

export async function insertRequest(
  db: DbOrTx,
  values: { kind: "export" | "erase"; subjectHash: string; admin: string; summary: Record<string, number> },
): Promise<PrivacyRequestRow> {
  const [row] = await db.insert(privacyRequests).values(values).returning();
  return row as PrivacyRequestRow;
}

export function listRequests(db: DbOrTx, limit: number): Promise<PrivacyRequestRow[]> {
  return db
    .select()
    .from(privacyRequests)
    .orderBy(desc(privacyRequests.createdAt), desc(privacyRequests.id))
    .limit(limit);
}
