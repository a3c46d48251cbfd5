import type { PrescriptionRow } from "#server/modules/prescriptions/index.ts";
import { toAdminView } from "#server/modules/prescriptions/index.ts";
import type { PrivacyCounts, PrivacyExport } from "#shared/schemas/privacy.ts";
import type { CartRow, ChatRow, ClubRow, ContactRow, OrderRow, OutboxRow } from "./repo.ts";

type Json = Record<string, unknown>;

/** Dates as ISO text, everything else as stored. */
function plain(row: object): Json {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

function omit<T extends object>(row: T, keys: (keyof T)[]): Json {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return plain(copy);
}

export function conversationsOf(messages: ChatRow[]) {
  const byId = new Map<string, Json[]>();
  for (const m of messages) {
    const list = byId.get(m.conversationId) ?? [];
    list.push({
      id: m.id,
      type: m.type,
      sender: m.sender,
      message: m.message,
      createdAt: m.createdAt.toISOString(),
    });
    byId.set(m.conversationId, list);
  }
  return [...byId].map(([conversationId, list]) => ({
    conversationId,
    messages: list as (Json & { createdAt: string })[],
  }));
}

interface Subject {
  orders: OrderRow[];
  prescriptions: PrescriptionRow[];
  contact: ContactRow[];
  chat: ChatRow[];
  club: ClubRow[];
  carts: CartRow[];
  emails: OutboxRow[];
}

interface OrderDetails {
  items: { orderId: number }[];
  history: { orderId: number }[];
  refunds: { orderId: number }[];
}

const ofOrder = <T extends { orderId: number }>(rows: T[], orderId: number) =>
  rows.filter((r) => r.orderId === orderId).map((r) => plain(r));

/**
 * The export document. Left out are only the shop's own secrets (token and secret hashes, idempotency
 * keys) and the admin-only file call; a prescription's file is inline as base64 (null if it is missing).
 */
export function exportRecords(
  s: Subject,
  details: OrderDetails,
  files: (string | null)[],
  counts: PrivacyCounts,
  email: string,
): PrivacyExport {
  return {
    exportedAt: new Date().toISOString(),
    email,
    counts,
    orders: s.orders.map((o) => ({
      ...omit(o, ["checkoutTokenHash", "clientSecretHash", "paymentIdempotencyKey"]),
      items: ofOrder(details.items, o.id),
      statusHistory: ofOrder(details.history, o.id),
      refunds: ofOrder(details.refunds, o.id).map(({ idempotencyKey: _, ...r }) => r),
    })),
    prescriptions: s.prescriptions.map((p, i) => {
      const { prescription_image_url: _, prescription_file_type, ...values } = toAdminView(p);
      return {
        ...values,
        order_id: p.orderId,
        file: p.fileKey ? { type: prescription_file_type, size: p.fileSize, base64: files[i] ?? null } : null,
      };
    }),
    contactMessages: s.contact.map(plain),
    chatConversations: conversationsOf(s.chat),
    clubMemberships: s.club.map(plain),
    abandonedCarts: s.carts.map((c) => omit(c, ["tokenHash"])),
    emails: s.emails.map((e) =>
      plain({
        id: e.id,
        kind: e.kind,
        to: e.to,
        subject: e.subject,
        text: e.text,
        status: e.status,
        createdAt: e.createdAt,
        sentAt: e.sentAt,
        orderId: e.orderId,
      }),
    ),
  };
}
