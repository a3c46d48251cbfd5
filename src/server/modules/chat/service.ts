import type { Db } from "#server/db/client.ts";
import type { Config } from "#server/env.ts";
import { CHAT_ADMIN_SENDER, type ChatServerMessage } from "#shared/schemas/chat.ts";
import { type BusLog, type ChatBus, localBus, redisBus } from "./bus.ts";
import { ChatHub } from "./hub.ts";
import { conversationMessages, insertMessage, latestShopperConversation, recentMessages } from "./repo.ts";

const SHOPPER_HISTORY_LIMIT = 200;
const ADMIN_HISTORY_LIMIT = 200;

const silent: BusLog = { warn: () => {}, error: () => {} };

/** A problem with what the client sent, answered with a system error on its socket. */
export class ChatInputError extends Error {}

/** Redis when REDIS_URL is set, so admins on every instance see every message; else in-process. */
export function createChatBus(config: Config, log: BusLog = silent, channel?: string): ChatBus {
  return config.REDIS_URL ? redisBus(config.REDIS_URL, log, channel) : localBus();
}

/** Stores chat messages and fans them out through the bus to the sockets of every instance. */
export class ChatService {
  readonly hub = new ChatHub();
  readonly #db: Db;
  #bus: ChatBus;
  #log: BusLog = silent;

  constructor(db: Db, bus: ChatBus) {
    this.#db = db;
    this.#bus = bus;
    this.hub.onAdminsChange = () => void this.reportPresence();
  }

  /** Tells the other instances how many admin consoles this one holds (also on every heartbeat). */
  async reportPresence(): Promise<void> {
    try {
      await this.#bus.reportAdmins(this.hub.admins().length);
    } catch {
      this.#log.warn({}, "chat: could not report admin presence");
    }
  }

  /**
   * Whether an admin console is connected on any instance. With Redis unreachable only this instance's
   * consoles are known: then "nobody" may be wrong, which costs the owner one extra alert at most.
   */
  async adminOnline(): Promise<boolean> {
    if (this.hub.admins().length > 0) return true;
    try {
      return ((await this.#bus.countAdmins()) ?? 0) > 0;
    } catch {
      return false;
    }
  }

  get busKind(): ChatBus["kind"] {
    return this.#bus.kind;
  }

  async start(log: BusLog): Promise<void> {
    this.#log = log;
    await this.#bus.start((message) => this.hub.deliver(message));
    await this.reportPresence();
  }

  /** Swaps the bus (tests use a channel of their own on a shared Redis). */
  async replaceBus(bus: ChatBus): Promise<void> {
    await this.#bus.close();
    this.#bus = bus;
    await this.start(this.#log);
  }

  async close(): Promise<void> {
    await this.#bus.close();
  }

  async #publish(message: ChatServerMessage): Promise<void> {
    try {
      await this.#bus.publish(message);
    } catch {
      // Redis is away: this instance's sockets still get the message; it is stored for the others.
      this.#log.warn({}, "chat: publish failed; delivered locally only");
      this.hub.deliver(message);
    }
  }

  async postShopper(conversationId: string, sender: string, text: string): Promise<ChatServerMessage> {
    const stored = await insertMessage(this.#db, { conversationId, type: "other", sender, message: text });
    await this.#publish(stored);
    return stored;
  }

  /** Without a conversation id the reply goes to the conversation that wrote last. */
  async postAdmin(conversationId: string | undefined, text: string): Promise<ChatServerMessage> {
    const target = conversationId ?? (await latestShopperConversation(this.#db));
    if (!target) throw new ChatInputError("There is no conversation to reply to");
    const stored = await insertMessage(this.#db, {
      conversationId: target,
      type: "admin",
      sender: CHAT_ADMIN_SENDER,
      message: text,
    });
    await this.#publish(stored);
    return stored;
  }

  history(conversationId: string): Promise<ChatServerMessage[]> {
    return conversationMessages(this.#db, conversationId, SHOPPER_HISTORY_LIMIT);
  }

  recent(): Promise<ChatServerMessage[]> {
    return recentMessages(this.#db, ADMIN_HISTORY_LIMIT);
  }
}
