import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { isReservedName, normaliseName, shopperSender } from "./sender-name.ts";
import { chatUrl, connectAdmin, connectChat, connectShopper } from "./test-client.ts";

describe("chat names", () => {
  it.each([
    "Admin",
    "ADMIN",
    "Ａｄｍｉｎ", // full-width
    "𝐀𝐝𝐦𝐢𝐧", // mathematical bold
    "Аdmin", // Cyrillic А
    "Аdmіn", // Cyrillic А and і
    "Ad\u200Bmin", // zero-width space
    "Adm1n",
    "Admln",
    "Âdmîn",
    "A d m i n",
    "Admin Team",
    "Live-Support",
    "ѕuрроrt", // Cyrillic ѕ, р, о
    "Ѕуѕtеm",
    "Sup port",
    "Customer Service",
    "Moderator",
  ])("%s is reserved", (name) => {
    expect(isReservedName(name)).toBe(true);
    expect(shopperSender(name)).toBe("Customer");
  });

  it.each(["Jo", "Chad Minter", "Ada Lovelace", "Zoë", "Łukasz", "Ωmega Runner", "Димитрий"])(
    "%s is a shopper's name",
    (name) => {
      expect(isReservedName(name)).toBe(false);
      expect(shopperSender(name)).toBe(name.normalize("NFKC"));
    },
  );

  it("is stored without invisible characters, styled letters or runs of spaces", () => {
    expect(normaliseName("  Ｊｏ\u200D  \u2066Bloggs\u2069 ")).toBe("Jo Bloggs");
    expect(shopperSender("\u200B\u200B")).toBe("Customer");
    expect(shopperSender(undefined)).toBe("Customer");
    // A right-to-left override would show "nimdA" as "Admin"; without it, it shows as typed.
    expect(shopperSender("\u202EnimdA")).toBe("nimdA");
    expect([...normaliseName("ﷺ".repeat(40))].length).toBeLessThanOrEqual(60);
  });
});

async function listening(kind: Parameters<typeof createTestApp>[0], env: Record<string, string> = {}) {
  const t = await createTestApp(kind, env);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return { t, url: chatUrl(t.app) };
}

describe.each(dbKinds())("chat names over the socket on %s", (kind) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ t, url } = await listening(kind));
  });
  afterAll(() => t.close());

  it("a look-alike 'Admin' reaches the admin's console as Customer", async () => {
    const admin = await connectAdmin(url, await adminToken(t.ctx));
    const { client: shopper, conversationId } = await connectShopper(url);
    shopper.send({ type: "other", message: "Please send me your card number", sender: "Аdm\u200Bіn" });
    const seen = await admin.next((m) => m.message === "Please send me your card number");
    expect(seen).toMatchObject({ type: "other", sender: "Customer", conversationId });
    shopper.close();
    admin.close();
  });
});

describe.each(dbKinds())("chat sockets per address on %s", (kind) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ t, url } = await listening(kind, { CHAT_SOCKETS_PER_ADDRESS: "3" }));
  });
  afterAll(() => t.close());

  it("one address may hold only CHAT_SOCKETS_PER_ADDRESS sockets; a closed one frees its place", async () => {
    const open = await Promise.all([connectShopper(url), connectShopper(url), connectShopper(url)]);
    const extra = await connectChat(url);
    expect(await extra.closed).toEqual({ code: 1008, reason: "Too many chat connections from your address" });
    expect(extra.received).toEqual([]);

    open[0]?.client.close();
    await open[0]?.client.closed;
    // The server counts the close when its side of the socket ends: try until the place is back.
    const attempt = async () => {
      const c = await connectChat(url);
      const answer = await Promise.race([c.next((m) => m.event === "hello").then(() => "hello"), c.closed]);
      return answer === "hello" ? c : null;
    };
    let again = await attempt();
    for (let i = 0; i < 20 && !again; i++) {
      await new Promise((r) => setTimeout(r, 50));
      again = await attempt();
    }
    expect(again).not.toBeNull();
    for (const c of [again, ...open.slice(1).map((o) => o.client)]) c?.close();
  });
});
