import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { bootstrapAdmin } from "./bootstrap.ts";
import { LOGIN_LIMITS } from "./sign-in-limits.ts";

const CREDS = { ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "correct horse battery" };

describe.each(dbKinds())("admin sign-in backoff on %s", (kind) => {
  // A fresh app each, since these tests exhaust the limits of the username they use.
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
    await bootstrapAdmin(t.ctx.db, CREDS);
  });
  afterEach(() => t.close());

  const login = (username: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: "POST", url: "/api/login", payload: { username, password }, remoteAddress });

  it("failures from one address back off exponentially for that address only", async () => {
    const [attacker, elsewhere] = ["192.0.2.20", "192.0.2.21"];
    for (let i = 0; i < LOGIN_LIMITS.perIpAndUser; i++) {
      expect((await login("boss", `guess-${i}`, attacker)).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const refused = await login("boss", `more-${i}`, attacker);
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers["retry-after"]));
    }
    expect(waits).toEqual([60, 120, 240]);
    expect((await login("boss", CREDS.ADMIN_PASSWORD, attacker)).statusCode).toBe(429);
    expect((await login("boss", CREDS.ADMIN_PASSWORD, elsewhere)).statusCode).toBe(200);
  });

  it("counts failures only: correct sign-ins from one address never meet a limit", async () => {
    const office = "198.51.100.7";
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_LIMITS.perIp; i++) {
      statuses.push((await login("boss", CREDS.ADMIN_PASSWORD, office)).statusCode);
    }
    expect(statuses).toEqual(Array(LOGIN_LIMITS.perIp + 1).fill(200));
    // A success gives back its own attempt, never the failures before it.
    for (let i = 0; i < LOGIN_LIMITS.perIpAndUser - 1; i++) {
      expect((await login("boss", `typo-${i}`, office)).statusCode).toBe(401);
    }
    expect((await login("boss", CREDS.ADMIN_PASSWORD, office)).statusCode).toBe(200);
    expect((await login("boss", "one more typo", office)).statusCode).toBe(401);
    expect((await login("boss", CREDS.ADMIN_PASSWORD, office)).statusCode).toBe(429);
  });

  it("strangers who exhaust the username's limit leave its known address open, sign-in after sign-in", async () => {
    const home = "198.51.100.81";
    expect((await login("boss", CREDS.ADMIN_PASSWORD, home)).statusCode).toBe(200);
    for (let i = 0; i <= LOGIN_LIMITS.perUser; i++)
      await login("boss", `stranger-${i}`, `203.0.113.${i + 1}`);
    expect((await login("boss", CREDS.ADMIN_PASSWORD, "203.0.113.200")).statusCode).toBe(429);
    const statuses: number[] = [];
    for (let i = 0; i < 2 * LOGIN_LIMITS.perIpAndUser; i++) {
      statuses.push((await login("boss", CREDS.ADMIN_PASSWORD, home)).statusCode);
    }
    expect(statuses).toEqual(Array(2 * LOGIN_LIMITS.perIpAndUser).fill(200));
  });

  it("wrong passwords from many addresses never lock the admin out of an address they signed in from", async () => {
    const home = "198.51.100.80";
    expect((await login("boss", CREDS.ADMIN_PASSWORD, home)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 3 * LOGIN_LIMITS.perUser; i++) {
      statuses.push((await login("boss", `botnet-${i}`, `203.0.113.${i + 1}`)).statusCode);
    }
    // The ceiling holds for addresses the admin never signed in from...
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(LOGIN_LIMITS.perUser);
    expect(statuses.at(-1)).toBe(429);
    expect((await login("boss", CREDS.ADMIN_PASSWORD, "203.0.113.250")).statusCode).toBe(429);
    // ...and never for the one they did.
    expect((await login("boss", CREDS.ADMIN_PASSWORD, home)).statusCode).toBe(200);
    expect((await login(" boss ", CREDS.ADMIN_PASSWORD, home)).statusCode).toBe(200);
  });

  it("knows an IPv6 admin by their /64, and counts an attacker's /64 as one address", async () => {
    expect((await login("boss", CREDS.ADMIN_PASSWORD, "2001:db8:1:2::10")).statusCode).toBe(200);
    for (let i = 0; i < 3 * LOGIN_LIMITS.perUser; i++) {
      await login("boss", `botnet-${i}`, `2001:db8:ff:${i}::1`);
    }
    expect((await login("boss", CREDS.ADMIN_PASSWORD, "2001:db8:1:2:abcd::99")).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await login("someone", `guess-${i}`, `2001:db8:9:9::${i + 1}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});
