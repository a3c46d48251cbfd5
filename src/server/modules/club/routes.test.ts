import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubMembers, discountCodes, emailOutbox } from "#server/db/schema/index.ts";
import { sendQueuedEmails } from "#server/jobs/send-emails.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { CLUB_MESSAGES, MAX_CODE_EMAILS_PER_DAY } from "./service.ts";

const CODE = /CLUB-[A-HJKMNP-Z2-9]{6}/;

describe.each(dbKinds())("POST /api/discount-signup on %s", (kind) => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const signUp = (payload: unknown, remoteAddress = `10.3.0.${++ip}`) =>
    t.app.inject({ method: "POST", url: "/api/discount-signup", payload: payload as string, remoteAddress });
  const clubCodes = () => t.ctx.db.select().from(discountCodes).where(like(discountCodes.code, "CLUB-%"));
  const mailsTo = (to: string) =>
    t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(emailOutbox.id);
  const outboxFiles = () => readdirSync(join(t.dataDir, "outbox")).map((f) => join(t.dataDir, "outbox", f));

  it("issues one personal 10% code and emails it", async () => {
    const res = await signUp({ firstName: "Ada", email: "Ada@Example.com" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CLUB_MESSAGES.signedUp });

    const [member, ...otherMembers] = await t.ctx.db
      .select()
      .from(clubMembers)
      .where(eq(clubMembers.email, "ada@example.com"));
    expect(otherMembers).toHaveLength(0);
    const codes = await clubCodes();
    expect(codes).toHaveLength(1);
    const code = codes[0];
    expect(code).toMatchObject({
      id: member?.discountCodeId,
      description: "Club member: Ada",
      discountType: "percentage",
      discountValue: 10,
      minimumPurchasePence: 0,
      maxUses: null,
      validUntil: null,
      active: true,
    });
    expect(code?.code).toMatch(new RegExp(`^${CODE.source}$`));

    expect(await mailsTo("ada@example.com")).toMatchObject([{ kind: "club_code", status: "queued" }]);
    await sendQueuedEmails(t.ctx);
    const mails = await mailsTo("ada@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "club_code", status: "sent", transport: "outbox" });
    expect(mails[0]?.text).toContain(code?.code);
    const files = outboxFiles().filter((f) => readFileSync(f, "utf8").includes(code?.code as string));
    expect(files).toHaveLength(1);
  });

  it("resends the same code to the same address in another case, creating nothing", async () => {
    const [code] = await clubCodes();
    const res = await signUp({ firstName: "Ada", email: "  ADA@example.COM " });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CLUB_MESSAGES.signedUp });
    expect(await clubCodes()).toHaveLength(1);
    expect(await t.ctx.db.$count(clubMembers, eq(clubMembers.email, "ada@example.com"))).toBe(1);
    const mails = await mailsTo("ada@example.com");
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain(code?.code);
    expect(mails[1]?.text).not.toMatch(new RegExp(`${CODE.source}[\\s\\S]*${CODE.source}`));
  });

  it(`stops emailing an address after ${MAX_CODE_EMAILS_PER_DAY} codes a day, still answering 200`, async () => {
    for (let i = 0; i < 3; i++) {
      const res = await signUp({ firstName: "Ada", email: "ada@example.com" });
      expect(res.statusCode).toBe(200);
    }
    expect(await mailsTo("ada@example.com")).toHaveLength(MAX_CODE_EMAILS_PER_DAY);
  });

  it("gives concurrent signups of one address exactly one code", async () => {
    const results = await Promise.all(
      ["Lin@example.com", "lin@example.com", "LIN@EXAMPLE.COM", " lin@example.com", "lin@Example.com"].map(
        (email) => signUp({ firstName: "Lin", email }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200]);
    expect(await t.ctx.db.$count(clubMembers, eq(clubMembers.email, "lin@example.com"))).toBe(1);
    expect(await t.ctx.db.$count(discountCodes, eq(discountCodes.description, "Club member: Lin"))).toBe(1);
  });

  it("issues a new code when an admin deleted the member's code", async () => {
    await signUp({ firstName: "Kay", email: "kay@example.com" });
    const [member] = await t.ctx.db
      .select()
      .from(clubMembers)
      .where(eq(clubMembers.email, "kay@example.com"));
    await t.ctx.db.delete(discountCodes).where(eq(discountCodes.id, member?.discountCodeId as number));
    const res = await signUp({ firstName: "Kay", email: "kay@example.com" });
    expect(res.statusCode).toBe(200);
    const [after] = await t.ctx.db.select().from(clubMembers).where(eq(clubMembers.email, "kay@example.com"));
    const [code] = await t.ctx.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.id, after?.discountCodeId ?? 0));
    expect(code?.description).toBe("Club member: Kay");
    expect((await mailsTo("kay@example.com"))[1]?.text).toContain(code?.code);
  });

  it("joins while mail cannot be sent: the code is queued, retried, and sent once mail works again", async () => {
    await sendQueuedEmails(t.ctx);
    const outbox = join(t.dataDir, "outbox");
    rmSync(outbox, { recursive: true, force: true });
    writeFileSync(outbox, "not a folder");
    try {
      const res = await signUp({ firstName: "Max", email: "max@example.com" });
      expect(res.statusCode).toBe(200);
      await sendQueuedEmails(t.ctx);
      expect(await mailsTo("max@example.com")).toMatchObject([{ status: "queued", attempts: 1 }]);
    } finally {
      rmSync(outbox, { force: true });
    }
    await sendQueuedEmails(t.ctx, new Date(Date.now() + 60_000));
    const [mail] = await mailsTo("max@example.com");
    expect(mail).toMatchObject({ status: "sent", attempts: 2, error: null });
    const files = outboxFiles().filter((f) =>
      readFileSync(f, "utf8").includes(mail?.text.match(CODE)?.[0] ?? "-"),
    );
    expect(files).toHaveLength(1);
  });

  it.each([
    [{ email: "a@example.com" }, "firstName", "First name is required"],
    [{ firstName: "  ", email: "a@example.com" }, "firstName", "First name is required"],
    [{ firstName: "A", email: "nope" }, "email", "Invalid email address"],
    [{ firstName: "A" }, "email", "Invalid email address"],
    [
      { firstName: "x".repeat(61), email: "a@example.com" },
      "firstName",
      "First name must be at most 60 characters",
    ],
    [
      { firstName: "A\nB", email: "a@example.com" },
      "firstName",
      "First name contains characters that are not allowed",
    ],
  ])("refuses %j", async (body, path, message) => {
    const res = await signUp(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
  });

  it.each(["{", "[]", "null", '"text"'])("answers the body %s with 400", async (payload) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/discount-signup",
      payload,
      headers: { "content-type": "application/json" },
      remoteAddress: `10.3.1.${++ip}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it("rate-limits one client address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signUp({}, "10.3.9.9")).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});
