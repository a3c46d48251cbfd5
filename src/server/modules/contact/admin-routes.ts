import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { contactMessages } from "#server/db/schema/index.ts";
import { conflict, HttpError, notFound } from "#server/lib/http-error.ts";
import { ContactMessage, ContactReplyBody, ContactStatusBody } from "#shared/schemas/admin.ts";
import { IdParam } from "#shared/schemas/common.ts";

type Row = typeof contactMessages.$inferSelect;
type Status = Row["status"];

/** back-office.md §4: unread, then read, then replied; nothing goes back. */
const NEXT: Record<Status, Status | null> = { unread: "read", read: "replied", replied: null };

const toView = (row: Row): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  source: row.source,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

function transitionError(from: Status, to: Status): HttpError {
  if (from === to) return conflict(`The message is already marked ${to}`);
  if (to === "read") return conflict("Only an unread message can be marked as read");
  if (to === "replied") return conflict("Only a read message can be marked as replied");
  return conflict("A message cannot be marked unread again");
}

function replyText(row: Row, reply: string): string {
  const quoted = row.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  return `Hello ${row.name},\n\n${reply}\n\nYou wrote:\n${quoted}\n`;
}

/** The admin's Contact Messages tab (back-office.md §2, §4, §7). */
export async function contactAdminRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  async function find(id: number): Promise<Row> {
    const [row] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
    if (!row) throw notFound(`Message ${id} not found`);
    return row;
  }

  /** Sets the status only if it is still `from`, so two admins cannot both move one message. */
  async function move(row: Row, to: Status): Promise<Row> {
    const [updated] = await ctx.db
      .update(contactMessages)
      .set({ status: to })
      .where(and(eq(contactMessages.id, row.id), eq(contactMessages.status, row.status)))
      .returning();
    if (!updated) throw conflict("The message was changed meanwhile. Please refresh and try again.");
    return updated;
  }

  typed.get(
    "/api/contact-messages",
    { config: { admin: true }, schema: { response: { 200: z.array(ContactMessage) } } },
    async () => {
      const rows = await ctx.db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
      return rows.map(toView);
    },
  );

  typed.patch(
    "/api/contact-messages/:id",
    {
      config: { admin: true },
      schema: { params: IdParam, body: ContactStatusBody, response: { 200: ContactMessage } },
    },
    async (request) => {
      const row = await find(request.params.id);
      const to = request.body.status;
      if (NEXT[row.status] !== to) throw transitionError(row.status, to);
      return toView(await move(row, to));
    },
  );

  // Replying answers the message, so it may come from unread or read as well as after an earlier reply.
  typed.post(
    "/api/contact-messages/:id/reply",
    {
      config: { admin: true },
      schema: { params: IdParam, body: ContactReplyBody, response: { 200: ContactMessage } },
    },
    async (request) => {
      const row = await find(request.params.id);
      try {
        await ctx.email.send("contact_reply", {
          to: row.email,
          subject: `Re: ${row.subject.replace(/[\r\n]+/g, " ")}`.slice(0, 250),
          text: replyText(row, request.body.message),
        });
      } catch {
        throw new HttpError(502, "Could not send your reply. Please try again.");
      }
      if (row.status === "replied") return toView(row);
      const [updated] = await ctx.db
        .update(contactMessages)
        .set({ status: "replied" })
        .where(eq(contactMessages.id, row.id))
        .returning();
      return toView(updated ?? row);
    },
  );
}
