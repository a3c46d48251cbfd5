import type { ChatServerMessage } from "#shared/schemas/chat.ts";

/** The part of a `ws` WebSocket the chat uses. */
export interface ChatSocket {
  readonly readyState: number;
  send(data: string): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: "message", listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): void;
  on(event: "close" | "pong", listener: () => void): void;
  on(event: "error", listener: (error: Error) => void): void;
}

const OPEN = 1;

export interface ChatClient {
  socket: ChatSocket;
  /** The shopper's conversation (an admin socket keeps the one it was given, unused). */
  conversationId: string;
  /** Set once the socket authenticated; re-checked so a revoked session loses the console. */
  adminToken?: string;
  alive: boolean;
}

export function sendTo(client: ChatClient, message: ChatServerMessage): void {
  if (client.socket.readyState !== OPEN) return;
  try {
    client.socket.send(JSON.stringify(message));
  } catch {
    // A socket closing under us; its close handler removes it.
  }
}

/** This instance's sockets: shoppers by conversation, and the admin consoles. */
export class ChatHub {
  readonly #conversations = new Map<string, Set<ChatClient>>();
  readonly #admins = new Set<ChatClient>();
  /** Told the number of admin consoles whenever it changes (the service reports it to the bus). */
  onAdminsChange: (count: number) => void = () => {};

  join(client: ChatClient): void {
    let set = this.#conversations.get(client.conversationId);
    if (!set) {
      set = new Set();
      this.#conversations.set(client.conversationId, set);
    }
    set.add(client);
  }

  leave(client: ChatClient): void {
    if (this.#admins.delete(client)) this.onAdminsChange(this.#admins.size);
    const set = this.#conversations.get(client.conversationId);
    set?.delete(client);
    if (set?.size === 0) this.#conversations.delete(client.conversationId);
  }

  promote(client: ChatClient, token: string): void {
    this.leave(client);
    client.adminToken = token;
    this.#admins.add(client);
    this.onAdminsChange(this.#admins.size);
  }

  demote(client: ChatClient): void {
    this.leave(client);
    client.adminToken = undefined;
    this.join(client);
  }

  /** A stored message reaches every admin console and every socket of its conversation. */
  deliver(message: ChatServerMessage): void {
    for (const admin of this.#admins) sendTo(admin, message);
    for (const client of this.#conversations.get(message.conversationId) ?? []) sendTo(client, message);
  }

  *clients(): Iterable<ChatClient> {
    yield* this.#admins;
    for (const set of this.#conversations.values()) yield* set;
  }

  admins(): ChatClient[] {
    return [...this.#admins];
  }

  get size(): number {
    let n = this.#admins.size;
    for (const set of this.#conversations.values()) n += set.size;
    return n;
  }
}
