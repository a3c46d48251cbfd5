import { buffer } from "node:stream/consumers";
import { sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { abandonedCarts, chatMessages, contactMessages } from "#server/db/schema/index.ts";
import { HttpError, notFound } from "#server/lib/http-error.ts";
import { hashSecret } from "#server/lib/secret-hash.ts";
import { toIntArray } from "#server/lib/sql-rows.ts";
import {
  type AuditActor,
  prescriptionAccessEntries,
  recordPrescriptionReads,
} from "#server/modules/audit/index.ts";
import { deleteUnpaidOrders } from "#server/modules/orders/index.ts";
import { forgetPrescriptionWork } from "#server/modules/prescription-work/index.ts";
import {
  findPrescription,
  type PrescriptionRow,
  prescriptionReceivedKey,
  readPrescriptionFile,
} from "#server/modules/prescriptions/index.ts";
import { forgetReturns } from "#server/modules/returns/index.ts";
import {
  PRIVACY_NOTHING_FOUND,
  type PrescriptionAccessEntry,
  type PrivacyCounts,
  type PrivacyEraseResult,
  type PrivacyExport,
  type PrivacyRequest,
  type PrivacySearchResult,
} from "#shared/schemas/privacy.ts";
import {
  anonymiseOrders,
  deleteByIds,
  deleteClubMembers,
  deletePrescriptions,
  findAbandonedCarts,
  findChatMessages,
  findClubMembers,
  findContactMessages,
  findEmails,
  findOrders,
  findPrescriptionIds,
  insertRequest,
  listRequests,
  lockPrescriptionFiles,
  orderDetails,
  type PrivacyRequestRow,
  redactEmails,
} from "./repo.ts";
import { conversationsOf, exportRecords } from "./views.ts";

type Ctx = Pick<AppContext, "db" | "storage" | "prescriptionKeys" | "config">;

/** The subject, as the request record keeps it: never the address itself. */
export const subjectHash = (email: string) => hashSecret(email.toLowerCase());

/** Everything about the address (lower-cased by the route's schema), read in one snapshot. */
async function findSubject(ctx: Ctx, email: string) {
  const orders = await findOrders(ctx.db, email);
  const orderIds = orders.map((o) => o.id);
  const [prescriptionIds, contact, chat, club, carts] = await Promise.all([
    findPrescriptionIds(ctx.db, email, orderIds),
    findContactMessages(ctx.db, email),
    findChatMessages(ctx.db, email),
    findClubMembers(ctx.db, email),
    findAbandonedCarts(ctx.db, email),
  ]);
  const alertKeys = [
    ...orderIds.map((id) => `notify:paid:${id}`),
    ...prescriptionIds.map((id) => `notify:prescription:${id}`),
    ...prescriptionIds.map(prescriptionReceivedKey),
    ...contact.map((m) => `notify:contact:${m.id}`),
    ...new Set(chat.map((m) => `notify:chat:${m.conversationId}`)),
  ];
  const emails = await findEmails(ctx.db, email, orderIds, alertKeys);
  // Prescriptions are read through their repo, which opens sealed values.
  const prescriptions = (
    await Promise.all(prescriptionIds.map((id) => findPrescription(ctx.db, ctx.prescriptionKeys, id)))
  ).filter((p): p is PrescriptionRow => p !== undefined);
  return { orders, prescriptions, contact, chat, club, carts, emails };
}
type Subject = Awaited<ReturnType<typeof findSubject>>;

function countsOf(s: Subject): PrivacyCounts {
  return {
    orders: s.orders.length,
    prescriptions: s.prescriptions.length,
    contactMessages: s.contact.length,
    chatConversations: new Set(s.chat.map((m) => m.conversationId)).size,
    clubMemberships: s.club.length,
    abandonedCarts: s.carts.length,
    emails: s.emails.length,
  };
}

const totalOf = (counts: PrivacyCounts) => Object.values(counts).reduce((a, b) => a + b, 0);

export async function searchSubject(ctx: Ctx, email: string): Promise<PrivacySearchResult> {
  const s = await findSubject(ctx, email);
  const counts = countsOf(s);
  return {
    total: totalOf(counts),
    counts,
    orders: s.orders.map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      status: o.status,
      paid: o.paidAt !== null,
      totalPence: o.totalPence,
      createdAt: o.createdAt.toISOString(),
    })),
    prescriptions: s.prescriptions.map((p) => ({
      id: p.id,
      createdAt: p.createdAt.toISOString(),
      orderId: p.orderId,
      hasFile: p.fileKey !== null,
    })),
    contactMessages: s.contact.map((m) => ({
      id: m.id,
      subject: m.subject,
      createdAt: m.createdAt.toISOString(),
    })),
    chatConversations: conversationsOf(s.chat).map((c) => ({
      conversationId: c.conversationId,
      messages: c.messages.length,
      lastAt: c.messages.at(-1)?.createdAt ?? "",
    })),
    clubMemberships: s.club.map((m) => ({
      id: m.id,
      createdAt: m.createdAt.toISOString(),
      unsubscribed: m.unsubscribedAt !== null,
    })),
    abandonedCarts: s.carts.map((c) => ({
      id: c.id,
      totalPence: c.totalAmountPence,
      updatedAt: c.updatedAt.toISOString(),
    })),
    emails: s.emails.map((e) => ({
      id: e.id,
      kind: e.kind,
      status: e.status,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

const toRequest = (row: PrivacyRequestRow): PrivacyRequest => ({
  id: row.id,
  kind: row.kind,
  admin: row.admin,
  subjectHash: row.subjectHash,
  summary: row.summary,
  createdAt: row.createdAt.toISOString(),
});

/** The prescription's file as base64, or null when it is missing from storage. */
async function fileOf(ctx: Ctx, row: PrescriptionRow): Promise<string | null> {
  const stored = await readPrescriptionFile(ctx.storage, row);
  return stored ? (await buffer(stored.stream)).toString("base64") : null;
}

/**
 * Subject access request: every record of the address as one JSON document, prescription files inline.
 * Recorded (with the admin) in privacy_requests, and each prescription in its access log.
 */
export async function exportSubject(ctx: Ctx, email: string, actor: AuditActor): Promise<PrivacyExport> {
  const s = await findSubject(ctx, email);
  const counts = countsOf(s);
  if (totalOf(counts) === 0) throw notFound(PRIVACY_NOTHING_FOUND);
  const details = await orderDetails(
    ctx.db,
    s.orders.map((o) => o.id),
  );
  const files = await Promise.all(s.prescriptions.map((p) => fileOf(ctx, p)));
  const document = exportRecords(s, details, files, counts, email);
  await ctx.db.transaction(async (tx) => {
    const ids = s.prescriptions.map((p) => p.id);
    await recordPrescriptionReads(tx, actor, ids, "view");
    await recordPrescriptionReads(
      tx,
      actor,
      s.prescriptions.filter((p) => p.fileKey).map((p) => p.id),
      "file",
    );
    await insertRequest(tx, {
      kind: "export",
      subjectHash: subjectHash(email),
      admin: actor.username,
      summary: counts,
    });
  });
  return document;
}

/**
 * Erasure (docs/decisions/0026): prescriptions and their files (with the prescription work's readings,
 * questions and lab files), return photos and descriptions, contact messages, chat conversations,
 * club membership, abandoned baskets and never-paid orders are deleted; paid orders keep their accounting
 * fields and lose the person; mail keeps only its kind, dates and outcome. One transaction, files deleted
 * before the rows: a failure rolls every row back (files already deleted stay deleted), and a second
 * attempt finishes the job.
 */
export async function eraseSubject(ctx: Ctx, email: string, admin: string): Promise<PrivacyEraseResult> {
  return ctx.db.transaction(async (tx) => {
    const s = await findSubject({ ...ctx, db: tx }, email);
    const counts = countsOf(s);
    if (totalOf(counts) === 0) throw notFound(PRIVACY_NOTHING_FOUND);

    const prescriptionIds = s.prescriptions.map((p) => p.id);
    for (const key of await lockPrescriptionFiles(tx, prescriptionIds)) {
      try {
        await ctx.storage.delete(key);
      } catch {
        throw new HttpError(
          503,
          "A prescription file could not be deleted, so nothing was erased. Please try again.",
        );
      }
    }
    await deletePrescriptions(tx, prescriptionIds);
    const orderIds = s.orders.map((o) => o.id);
    await forgetPrescriptionWork(tx, ctx.config.dataDir, { orderIds, prescriptionIds });
    try {
      await forgetReturns(ctx, tx, orderIds);
    } catch {
      throw new HttpError(
        503,
        "A return photo could not be deleted, so nothing was erased. Please try again.",
      );
    }

    await deleteUnpaidOrders(tx, sql`id = ANY(${toIntArray(orderIds)})`, orderIds.length + 1);
    // What is left is paid (or being paid right now): it keeps its accounting fields.
    await anonymiseOrders(tx, orderIds, email);
    await deleteByIds(
      tx,
      contactMessages,
      s.contact.map((m) => m.id),
    );
    await deleteByIds(
      tx,
      chatMessages,
      s.chat.map((m) => m.id),
    );
    await deleteByIds(
      tx,
      abandonedCarts,
      s.carts.map((c) => c.id),
    );
    await deleteClubMembers(tx, s.club);
    await redactEmails(
      tx,
      s.emails.map((e) => e.id),
      email,
    );
    const request = await insertRequest(tx, {
      kind: "erase",
      subjectHash: subjectHash(email),
      admin,
      summary: counts,
    });
    return { request: toRequest(request), counts };
  });
}

export async function privacyRequests(ctx: Pick<AppContext, "db">): Promise<PrivacyRequest[]> {
  return (await listRequests(ctx.db, 200)).map(toRequest);
}

/** Who was shown which prescription: read from the audit trail, which now holds these reads. */
export function prescriptionAccessLog(
  ctx: Pick<AppContext, "db">,
  prescriptionId: number | undefined,
): Promise<PrescriptionAccessEntry[]> {
  return prescriptionAccessEntries(ctx, prescriptionId);
}
