import type { FastifyInstance } from "fastify";
import { type ChatServerMessage, ChatServerMessage as ServerMessage } from "#shared/schemas/chat.ts";

/** For tests: a chat client on Node's own WebSocket (the browser API), recording what arrives. */
interface TestChatClient {
  ws: WebSocket;
  received: ChatServerMessage[];
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the first message, from those received so far or later, that matches. */
  next(match: (m: ChatServerMessage) => boolean, timeoutMs?: number): Promise<ChatServerMessage>;
  send(message: unknown): void;
  close(): void;
}

export function chatUrl(app: FastifyInstance, query = ""): string {
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("the app is not listening");
  return `ws://127.0.0.1:${address.port}/ws${query}`;
}

/** `headers` (a cookie, an origin) as a browser would send them with the upgrade; Node's WebSocket takes them. */
export async function connectChat(url: string, headers?: Record<string, string>): Promise<TestChatClient> {
  const ws = headers ? new WebSocket(url, { headers } as unknown as string[]) : new WebSocket(url);
  const received: ChatServerMessage[] = [];
  const waiters: { match: (m: ChatServerMessage) => boolean; resolve: (m: ChatServerMessage) => void }[] = [];
  ws.addEventListener("message", (event) => {
    const message = ServerMessage.parse(JSON.parse(String(event.data)));
    received.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.addEventListener("close", (event) => resolve({ code: event.code, reason: event.reason })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener("open", () => resolve(), { once: true });
    ws.addEventListener("error", () => reject(new Error("could not connect")), { once: true });
  });
  return {
    ws,
    received,
    closed,
    next(match, timeoutMs = 5000) {
      const seen = received.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no matching chat message arrived")), timeoutMs);
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    send: (message) => ws.send(typeof message === "string" ? message : JSON.stringify(message)),
    close: () => ws.close(),
  };
}

/** Connects and waits for the hello, which names the socket's conversation. */
export async function connectShopper(url: string) {
  const client = await connectChat(url);
  const hello = await client.next((m) => m.event === "hello");
  return { client, conversationId: hello.conversationId };
}

/** Connects, authenticates as admin and waits until the server accepted it. */
export async function connectAdmin(url: string, token: string) {
  const client = await connectChat(url);
  await client.next((m) => m.event === "hello");
  client.send({ type: "auth", token });
  await client.next((m) => m.event === "authenticated");
  return client;
}
