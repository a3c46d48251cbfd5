import type { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { conflict, HttpError, notFound } from "#server/lib/http-error.ts";
import { contactReplyEmail, shopBrand } from "#server/modules/emails/index.ts";
import { type NotifyCtx, notifyContact } from "#server/modules/notifications/index.ts";
import type { ContactMessage } from "#shared/schemas/admin.ts";
import { type ContactMessageInput, DEFAULT_CONTACT_SOURCE } from "#shared/schemas/contact.ts";
import {
  type ContactRow,
  type ContactStatus,
  findContactMessage,
  insertContactMessage,
  listContactMessages,
  setStatus,
  setStatusIf,
} from "./repo.ts";

type Ctx = Pick<AppContext, "db">;

/** A message goes unread, then read, then replied; never back. */
const NEXT: Record<ContactStatus, ContactStatus | null> = { unread: "read", read: "replied", replied: null };

const toView = (row: ContactRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  source: row.source,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

function transitionError(from: ContactStatus, to: ContactStatus): HttpError {
  if (from === to) return conflict(`The message is already marked ${to}`);
  if (to === "read") return conflict("Only an unread message can be marked as read");
  if (to === "replied") return conflict("Only a read message can be marked as replied");
  return conflict("A message cannot be marked unread again");
}

async function find(ctx: Ctx, id: number): Promise<ContactRow> {
  const row = await findContactMessage(ctx.db, id);
  if (!row) throw notFound(`Message ${id} not found`);
  return row;
}

/** The storefront's contact form; returns the new message's id. */
export async function submitContactMessage(
  ctx: Ctx & NotifyCtx,
  input: z.output<typeof ContactMessageInput>,
): Promise<number> {
  const { source, ...message } = input;
  const row = { ...message, source: source || DEFAULT_CONTACT_SOURCE };
  const id = await insertContactMessage(ctx.db, row);
  await notifyContact(ctx, { id, ...row });
  return id;
}

export async function listMessages(ctx: Ctx): Promise<ContactMessage[]> {
  return (await listContactMessages(ctx.db)).map(toView);
}

/** One step forward only; two admins cannot both move one message. */
export async function changeStatus(ctx: Ctx, id: number, to: ContactStatus): Promise<ContactMessage> {
  const row = await find(ctx, id);
  if (NEXT[row.status] !== to) throw transitionError(row.status, to);
  const moved = await setStatusIf(ctx.db, row.id, row.status, to);
  if (!moved) throw conflict("The message was changed meanwhile. Please refresh and try again.");
  return toView(moved);
}

/** Replying answers the message, so it may come from unread or read as well as after an earlier reply. */
export async function replyToMessage(
  ctx: Pick<AppContext, "db" | "email" | "config" | "log" | "catalogue">,
  id: number,
  text: string,
): Promise<ContactMessage> {
  const row = await find(ctx, id);
  try {
    const mail = await contactReplyEmail({
      brand: await shopBrand(ctx),
      name: row.name,
      subject: row.subject,
      reply: text,
      original: row.message,
    });
    await ctx.email.send("contact_reply", { to: row.email, ...mail });
  } catch (err) {
    ctx.log.error({ err, messageId: row.id }, "a reply to a contact message could not be queued");
    throw new HttpError(502, "Could not send your reply. Please try again.");
  }
  if (row.status === "replied") return toView(row);
  return toView((await setStatus(ctx.db, row.id, "replied")) ?? row);
}
