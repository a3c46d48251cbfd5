import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/env.ts";
import { adminToken, TEST_ADMIN } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { parseTrustedProxies } from "./trust-proxy.ts";

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["0", false],
    ["false", false],
    ["1", { hops: 1 }],
    ["true", { hops: 1 }],
    ["2", { hops: 2 }],
    ["10.0.0.1", { addresses: ["10.0.0.1"] }],
    [" 10.0.0.0/8, 2001:db8::/32 ,loopback", { addresses: ["10.0.0.0/8", "2001:db8::/32", "loopback"] }],
  ])("reads %j as %j", (text, expected) => {
    expect(parseTrustedProxies(text)).toEqual(expected);
    expect(loadConfig(text === undefined ? {} : { TRUST_PROXY: text }).TRUST_PROXY).toEqual(expected);
  });

  it.each(["all", "11", "10.0.0.0/33", "10.0.0.1, example.com", "::1/129", ","])(
    "refuses %j with a message naming TRUST_PROXY",
    (text) => {
      expect(() => loadConfig({ TRUST_PROXY: text })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: text })).toThrow(/TRUST_PROXY: must be a hop count/);
    },
  );
});

const PROXY = "10.9.9.9";
const MESSAGE = { name: "Grace Hopper", email: "grace@example.com", subject: "Fit", message: "Small face?" };
let spoof = 0;
/** A client behind the proxy that also sends an X-Forwarded-For entry of its own choosing, new each time. */
const viaProxy = (client: string, remoteAddress = PROXY) => ({
  remoteAddress,
  headers: { "x-forwarded-for": `198.18.${Math.floor(++spoof / 250)}.${(spoof % 250) + 1}, ${client}` },
});

describe.each(dbKinds())("per-address limits behind a trusted proxy on %s", (kind) => {
  describe.each([
    ["one hop", "1"],
    ["the proxy's address", `${PROXY}, 10.9.9.0/24`],
  ])("TRUST_PROXY as %s", (_what, trust) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { TRUST_PROXY: trust });
      await adminToken(t.ctx);
    });
    afterAll(() => t?.close());

    const login = (password: string, client: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: TEST_ADMIN.username, password },
        ...viaProxy(client),
      });
    const contact = (client: string, remoteAddress?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/contact-messages",
        payload: MESSAGE,
        ...viaProxy(client, remoteAddress),
      });

    it("a client's own X-Forwarded-For entry cannot reset the sign-in limit", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await login(`guess-${i}`, "203.0.113.5")).statusCode);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual([429, 429]);
    });

    it("a client's own X-Forwarded-For entry cannot reset the contact form's limit; other clients are counted apart", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await contact("203.0.113.6")).statusCode);
      expect(statuses).toEqual([...Array(10).fill(201), 429]);
      expect((await contact("203.0.113.7")).statusCode).toBe(201);
    });
  });

  describe("TRUST_PROXY naming a proxy", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { TRUST_PROXY: PROXY });
    });
    afterAll(() => t?.close());

    it("ignores X-Forwarded-For from any other peer", async () => {
      const direct = "198.51.100.20";
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/contact-messages",
          payload: MESSAGE,
          ...viaProxy(`203.0.113.${i + 10}`, direct),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([...Array(10).fill(201), 429]);
    });
  });
});
