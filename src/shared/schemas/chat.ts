import { z } from "zod";
import { isCleanText, NOT_ALLOWED } from "./fields.ts";

/** The live chat's WebSocket protocol (path /ws). Every frame is one JSON object. */

export const CHAT_PATH = "/ws";
const CHAT_MAX_MESSAGE_LENGTH = 2000;
export const CHAT_MAX_SENDER_LENGTH = 60;
export const CHAT_DEFAULT_SENDER = "Customer";
export const CHAT_ADMIN_SENDER = "Admin";
export const CHAT_SYSTEM_SENDER = "System";

/** Conversation ids are random UUIDs; knowing one is what lets a shopper read that conversation. */
export const ConversationId = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "Invalid conversation id")
  .transform((v) => v.toLowerCase());

const MessageText = z
  .string({ error: "message must be text" })
  .max(CHAT_MAX_MESSAGE_LENGTH, `Message is too long (${CHAT_MAX_MESSAGE_LENGTH} characters at most)`)
  .refine(isCleanText(true), `Message ${NOT_ALLOWED}`);

const SenderText = z
  .string()
  .max(CHAT_MAX_SENDER_LENGTH, "sender is too long")
  .refine(isCleanText(), `sender ${NOT_ALLOWED}`)
  .optional();

/**
 * Sent by an admin console first; only then are its admin messages accepted. An API client names its token;
 * the browser admin sends none and is known by the session cookie its socket was opened with.
 */
const ChatAuthMessage = z.object({
  type: z.literal("auth"),
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,200}$/, "Invalid token")
    .optional(),
});

/** A shopper's message; it reaches every connected admin console. */
const ChatShopperMessage = z.object({
  type: z.literal("other"),
  message: MessageText,
  sender: SenderText,
});

/**
 * An admin's reply to a conversation. Without conversationId it answers the conversation of the most
 * recent shopper message, so the console should always send the one it is replying to.
 */
const ChatAdminMessage = z.object({
  type: z.literal("admin"),
  message: MessageText,
  sender: SenderText,
  conversationId: ConversationId.optional(),
});

export const ChatClientMessage = z.discriminatedUnion("type", [
  ChatAuthMessage,
  ChatShopperMessage,
  ChatAdminMessage,
]);
export type ChatClientMessage = z.infer<typeof ChatClientMessage>;

/**
 * What the server sends. `id` is present on stored messages (use it to de-duplicate); `event` marks
 * system notices: "hello" (first frame; history follows, so a client replaces what it shows),
 * "authenticated" (admin accepted; recent history across conversations follows), "error". "hello" also says
 * whether an admin is online.
 */
export const ChatServerMessage = z.object({
  type: z.enum(["admin", "other", "system"]),
  message: z.string(),
  sender: z.string(),
  timestamp: z.string(),
  conversationId: z.string(),
  id: z.number().int().optional(),
  event: z.enum(["hello", "authenticated", "error"]).optional(),
  /** On "hello": whether an admin console is connected (on any instance); if not, the widget offers a form. */
  adminOnline: z.boolean().optional(),
});
export type ChatServerMessage = z.infer<typeof ChatServerMessage>;
