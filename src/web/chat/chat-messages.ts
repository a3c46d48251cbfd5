/**
 * The live chat's frames as the browser handles them. Kept free of zod so the shopper's widget stays
 * small; the shapes follow ChatServerMessage in src/shared/schemas/chat.ts.
 */

export const CHAT_RECONNECT_MS = 5000;
export const CHAT_MAX_LENGTH = 2000;

export interface ChatMessage {
  type: "admin" | "other" | "system";
  message: string;
  sender: string;
  timestamp: string;
  conversationId: string;
  id?: number;
  event?: "hello" | "authenticated" | "error";
  /** On "hello": whether anyone from the shop is connected. */
  adminOnline?: boolean;
}

const TYPES = new Set(["admin", "other", "system"]);

/** A server frame, or null for anything that is not one. */
export function parseChatFrame(data: unknown): ChatMessage | null {
  if (typeof data !== "string") return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const m = value as Record<string, unknown>;
  const text = (k: string) => typeof m[k] === "string";
  if (!TYPES.has(m.type as string) || !text("message") || !text("sender") || !text("timestamp")) return null;
  if (!text("conversationId")) return null;
  if (m.id !== undefined && typeof m.id !== "number") return null;
  return m as unknown as ChatMessage;
}

/** Adds a message unless one with its id is already shown; messages stay in arrival order. */
export function addMessage(list: ChatMessage[], message: ChatMessage, limit = 500): ChatMessage[] {
  if (message.id !== undefined && list.some((m) => m.id === message.id)) return list;
  const next = [...list, message];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ws: or wss: to /ws on this host, with the query given. */
export function chatSocketUrl(query = ""): string {
  const scheme = window.location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${window.location.host}/ws${query}`;
}
