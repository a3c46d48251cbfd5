import { describe, expect, it } from "vitest";
import type { AdminIdentity } from "#server/plugins/admin-guard.ts";
import { localBus } from "./bus.ts";
import { heartbeat } from "./connection.ts";
import type { ChatClient, ChatSocket } from "./hub.ts";
import { ChatService } from "./service.ts";

function fakeSocket() {
  const socket = {
    readyState: 1,
    sent: [] as string[],
    pings: 0,
    terminated: false,
    send(data: string) {
      socket.sent.push(data);
    },
    ping() {
      socket.pings++;
    },
    close() {},
    terminate() {
      socket.terminated = true;
    },
    on() {},
  };
  return socket;
}

describe("chat heartbeat", () => {
  it("pings live sockets, drops silent ones and ends revoked admin sessions", async () => {
    // The heartbeat never touches the database.
    const chat = new ChatService(undefined as never, localBus());
    const live = fakeSocket();
    const dead = fakeSocket();
    const admin = fakeSocket();
    const client = (socket: ReturnType<typeof fakeSocket>, conversationId: string): ChatClient => ({
      socket: socket as unknown as ChatSocket,
      conversationId,
      alive: true,
    });
    const liveClient = client(live, "c1");
    const deadClient = client(dead, "c2");
    const adminClient = client(admin, "c3");
    for (const c of [liveClient, deadClient, adminClient]) chat.hub.join(c);
    chat.hub.promote(adminClient, "revoked-token-0000");
    let valid = true;
    const verifier = {
      verify: async (): Promise<AdminIdentity | null> =>
        valid ? { userId: 1, username: "admin", role: "owner", sessionId: 1, secondFactor: "enabled" } : null,
    };

    await heartbeat(chat, verifier);
    expect([live.pings, dead.pings, admin.pings]).toEqual([1, 1, 1]);
    // Pongs came back from two of them; the dead one stayed silent.
    liveClient.alive = true;
    adminClient.alive = true;
    valid = false;
    await heartbeat(chat, verifier);
    expect(dead.terminated).toBe(true);
    expect(live.terminated).toBe(false);
    expect(chat.hub.size).toBe(2);
    expect(chat.hub.admins()).toEqual([]);
    expect(JSON.parse(admin.sent.at(-1) as string)).toMatchObject({ type: "system", event: "error" });
  });
});
