import { randomUUID } from "node:crypto";
import type { AdminVerifier } from "#server/plugins/admin-guard.ts";
import {
  CHAT_SYSTEM_SENDER,
  ChatClientMessage,
  type ChatServerMessage,
  ConversationId,
} from "#shared/schemas/chat.ts";
import { type ChatClient, type ChatSocket, sendTo } from "./hub.ts";
import { shopperSender } from "./sender-name.ts";
import { ChatInputError, type ChatService } from "./service.ts";

/** Close codes: 1003 unsupported data (binary), 1007 invalid payload (not a JSON message). */
const CLOSE_UNSUPPORTED = 1003;
const CLOSE_INVALID = 1007;

/** Per socket: a burst of 5 messages, then one a second. */
const BURST = 5;
const REFILL_PER_MS = 1 / 1000;

interface ConnectionDeps {
  chat: ChatService;
  verifier: AdminVerifier;
  log: { warn(obj: object, msg: string): void };
  /** The admin session cookie the socket was opened with (same origin only), for an auth without a token. */
  cookieToken?: string;
  /** After a shopper's message is stored (the owner's alert when no admin is online). */
  onShopperMessage?: (message: ChatServerMessage) => Promise<void>;
}

function system(client: ChatClient, message: string, event?: ChatServerMessage["event"]): ChatServerMessage {
  return {
    type: "system",
    message,
    sender: CHAT_SYSTEM_SENDER,
    timestamp: new Date().toISOString(),
    conversationId: client.conversationId,
    ...(event ? { event } : {}),
  };
}

/** The conversation named in ?conversation=, when it is a valid id; otherwise a new one. */
export function conversationFromQuery(query: unknown): string {
  const value = (query as { conversation?: unknown } | undefined)?.conversation;
  const parsed = ConversationId.safeParse(value);
  return parsed.success ? parsed.data : randomUUID();
}

/**
 * One socket's side of the protocol. Messages are handled one at a time, in order; nothing a client
 * sends can throw out of here: bad input gets a system error, garbage closes the socket with a reason.
 */
export function handleConnection(
  socket: ChatSocket,
  conversationId: string,
  deps: ConnectionDeps,
): ChatClient {
  const { chat, verifier, log } = deps;
  const client: ChatClient = { socket, conversationId, alive: true };
  const error = (message: string) => sendTo(client, system(client, message, "error"));
  let tokens = BURST;
  let refilledAt = performance.now();
  const allow = () => {
    const now = performance.now();
    tokens = Math.min(BURST, tokens + (now - refilledAt) * REFILL_PER_MS);
    refilledAt = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };

  const hello = async () => {
    const adminOnline = await chat.adminOnline();
    sendTo(client, {
      ...system(client, "Connected to live support. How can we help?", "hello"),
      adminOnline,
    });
    for (const message of await chat.history(conversationId)) sendTo(client, message);
  };

  const authenticate = async (given: string | undefined) => {
    const token = given ?? deps.cookieToken;
    const identity = token ? await verifier.verify(token) : null;
    if (!token || !identity) return error("Authentication failed");
    chat.hub.promote(client, token);
    sendTo(client, system(client, "Authenticated as admin", "authenticated"));
    for (const message of await chat.recent()) sendTo(client, message);
  };

  const handle = async (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    if (isBinary) {
      error("Messages must be JSON text");
      return socket.close(CLOSE_UNSUPPORTED, "Binary messages are not supported");
    }
    const text = Buffer.isBuffer(data)
      ? data.toString("utf8")
      : Array.isArray(data)
        ? Buffer.concat(data).toString("utf8")
        : Buffer.from(data).toString("utf8");
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      error("Messages must be JSON");
      return socket.close(CLOSE_INVALID, "Invalid JSON");
    }
    if (!json || typeof json !== "object" || typeof (json as { type?: unknown }).type !== "string") {
      error("Messages must be JSON objects with a type");
      return socket.close(CLOSE_INVALID, "Invalid message");
    }
    if (!allow()) return error("You are sending messages too quickly. Please wait a moment.");
    const parsed = ChatClientMessage.safeParse(json);
    if (!parsed.success) return error(parsed.error.issues[0]?.message ?? "Invalid message");
    const msg = parsed.data;
    if (msg.type === "auth") return authenticate(msg.token);
    if (msg.type === "admin") {
      const token = client.adminToken;
      if (!token) return error("Only an authenticated admin can send admin messages");
      if (!(await verifier.verify(token))) {
        chat.hub.demote(client);
        return error("Your admin session has ended. Please sign in again.");
      }
      const body = msg.message.trim();
      if (!body) return;
      return void (await chat.postAdmin(msg.conversationId, body));
    }
    if (client.adminToken) return error("Admin consoles send messages of type admin");
    const body = msg.message.trim();
    if (!body) return;
    // A shopper may not pose as the shop in the admin's console, not even with look-alike letters.
    const stored = await chat.postShopper(conversationId, shopperSender(msg.sender), body);
    await deps.onShopperMessage?.(stored);
  };

  let queue: Promise<void> = Promise.resolve();
  const enqueue = (task: () => Promise<unknown>) => {
    queue = queue.then(task).then(
      () => undefined,
      (e: unknown) => {
        if (e instanceof ChatInputError) return error(e.message);
        log.warn({ err: e instanceof Error ? e.name : "unknown" }, "chat: message handling failed");
        error("Could not send your message. Please try again.");
      },
    );
  };

  // Listeners go on before anything async, or early frames would be lost.
  socket.on("message", (data, isBinary) => enqueue(() => handle(data, isBinary)));
  socket.on("pong", () => {
    client.alive = true;
  });
  socket.on("close", () => chat.hub.leave(client));
  socket.on("error", () => chat.hub.leave(client));
  chat.hub.join(client);
  enqueue(hello);
  return client;
}

/** Pings every socket; one that did not answer the last ping is dropped. Admin sessions are re-checked. */
export async function heartbeat(chat: ChatService, verifier: AdminVerifier): Promise<void> {
  await chat.reportPresence();
  for (const client of [...chat.hub.clients()]) {
    if (!client.alive) {
      chat.hub.leave(client);
      client.socket.terminate();
      continue;
    }
    client.alive = false;
    try {
      client.socket.ping();
    } catch {
      // Closing already.
    }
  }
  await Promise.all(
    chat.hub.admins().map(async (client) => {
      if (!client.adminToken) return;
      // A failed check (database away) keeps the session; only a definite "no" ends it.
      const identity = await verifier.verify(client.adminToken).catch(() => undefined);
      if (identity === null) {
        chat.hub.demote(client);
        sendTo(client, system(client, "Your admin session has ended. Please sign in again.", "error"));
      }
    }),
  );
}
