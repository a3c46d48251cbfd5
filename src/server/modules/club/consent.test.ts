import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubMembers, emailOutbox } from "#server/db/schema/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { CLUB_CONSENT_WORDINGS, CURRENT_CLUB_CONSENT } from "#shared/club-consent.ts";
import { CLUB_MESSAGES, SIGNUP_MIN_MS } from "./service.ts";
import { unsubscribeToken } from "./unsubscribe-token.ts";

describe.each(dbKinds())("club consent and unsubscribe on %s", (kind) => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: "https://shop.example" });
  });
  afterAll(() => t.close());

  const signUp = (payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/discount-signup", payload, remoteAddress: `10.4.0.${++ip}` });
  const memberOf = async (email: string) =>
    (await t.ctx.db.select().from(clubMembers).where(eq(clubMembers.email, email)))[0];
  const clubMail = async (email: string) =>
    (await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(emailOutbox.id)).at(
      -1,
    );
  const tokenIn = (text: string) => /\/unsubscribe\?t=([^\s"&<]+)/.exec(text)?.[1] as string;
  const unsub = (method: "GET" | "POST", token: string, form = false) =>
    t.app.inject({
      method,
      url: `/api/club/unsubscribe?t=${token}`,
      ...(form
        ? {
            payload: "List-Unsubscribe=One-Click",
            headers: { "content-type": "application/x-www-form-urlencoded" },
          }
        : {}),
    });

  it("records the consent: when, which wording and from which page", async () => {
    const before = Date.now();
    const res = await signUp({
      firstName: "Cy",
      email: "cy@example.com",
      consentWording: CURRENT_CLUB_CONSENT,
      page: "/signup",
    });
    expect(res.statusCode).toBe(200);
    const member = await memberOf("cy@example.com");
    expect(member).toMatchObject({ consentWording: CURRENT_CLUB_CONSENT, consentPage: "/signup" });
    expect(member?.consentAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(CLUB_CONSENT_WORDINGS[CURRENT_CLUB_CONSENT]).toMatch(/unsubscribe/i);
  });

  it("refuses an unknown wording id and a page that is not a path", async () => {
    const wording = await signUp({ firstName: "Cy", email: "cy2@example.com", consentWording: "made-up" });
    expect(wording.statusCode).toBe(400);
    const page = await signUp({ firstName: "Cy", email: "cy2@example.com", page: "https://evil.example" });
    expect(page.statusCode).toBe(400);
    expect(await memberOf("cy2@example.com")).toBeUndefined();
  });

  it("answers a member and a stranger alike: same status, same body, both at least the floor", async () => {
    const stranger = await signUp({ firstName: "Di", email: "di@example.com" });
    const started = performance.now();
    const member = await signUp({ firstName: "Di", email: "di@example.com" });
    expect(performance.now() - started).toBeGreaterThanOrEqual(SIGNUP_MIN_MS - 5);
    expect(member.statusCode).toBe(stranger.statusCode);
    expect(member.body).toBe(stranger.body);
    expect(member.json()).toEqual({ message: CLUB_MESSAGES.signedUp });
  });

  it.each(["evil-shop.com", "http://x", "www.evil", "a@b"])(
    "a first name like %s is not mailed back",
    async (name) => {
      const email = `n${++ip}@example.com`;
      await signUp({ firstName: name, email });
      const mail = await clubMail(email);
      expect(mail?.text).toContain("Hi there,");
      expect(`${mail?.text}${mail?.html}`).not.toContain(name);
    },
  );

  it("every club email carries the unsubscribe link and the RFC 8058 headers", async () => {
    await signUp({ firstName: "Eve", email: "eve@example.com" });
    const mail = await clubMail("eve@example.com");
    const token = tokenIn(mail?.text ?? "");
    expect(mail?.text).toContain(`https://shop.example/unsubscribe?t=${token}`);
    expect(mail?.html).toContain(`https://shop.example/unsubscribe?t=${token}`);
    expect(mail?.headers).toEqual({
      "List-Unsubscribe": `<https://shop.example/api/club/unsubscribe?t=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    await t.ctx.email.deliverDue({ limit: 100 });
  });

  it("GET shows whose link it is and changes nothing; POST one-click unsubscribes and records when", async () => {
    await signUp({ firstName: "Fay", email: "fay@example.com" });
    const token = tokenIn((await clubMail("fay@example.com"))?.text ?? "");
    const look = await unsub("GET", token);
    expect(look.statusCode).toBe(200);
    expect(look.json()).toEqual({ email: "f***@example.com", unsubscribed: false });
    expect((await memberOf("fay@example.com"))?.unsubscribedAt).toBeNull();

    const done = await unsub("POST", token, true);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: "f***@example.com", unsubscribed: true });
    const at = (await memberOf("fay@example.com"))?.unsubscribedAt;
    expect(at).toBeInstanceOf(Date);
    // Again: still unsubscribed, the first time kept.
    expect((await unsub("POST", token)).statusCode).toBe(200);
    expect((await memberOf("fay@example.com"))?.unsubscribedAt).toEqual(at);
    // Joining again is consent again.
    await signUp({ firstName: "Fay", email: "fay@example.com", page: "/" });
    expect(await memberOf("fay@example.com")).toMatchObject({ unsubscribedAt: null, consentPage: "/" });
  });

  it("a token for another address does nothing to this one; a forged or damaged token is a 400", async () => {
    await signUp({ firstName: "Gus", email: "gus@example.com" });
    const other = unsubscribeToken(t.ctx.config, "stranger@example.com");
    expect((await unsub("POST", other, true)).statusCode).toBe(200);
    expect((await memberOf("gus@example.com"))?.unsubscribedAt).toBeNull();

    const real = unsubscribeToken(t.ctx.config, "gus@example.com");
    const [, sig] = real.split(".");
    const swapped = `${Buffer.from("gus@example.com.evil").toString("base64url")}.${sig}`;
    for (const bad of [swapped, `${real.slice(0, -2)}xx`, "", "nonsense", "a.b"]) {
      for (const method of ["GET", "POST"] as const) {
        const res = await unsub(method, bad, method === "POST");
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(CLUB_MESSAGES.badLink);
      }
    }
    expect((await memberOf("gus@example.com"))?.unsubscribedAt).toBeNull();
  });
});
