import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { contactMessages } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { ContactMessage } from "#shared/schemas/admin.ts";

describe.each(dbKinds())("admin contact messages on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer(await adminToken(t.ctx));
  });
  afterAll(() => t.close());

  const newMessage = async (subject = "Lens question") => {
    const [row] = await t.ctx.db
      .insert(contactMessages)
      .values({
        name: "Ada Runner",
        email: "ada@example.com",
        subject,
        message: "Do the lenses fog?\nThanks",
        source: "support",
      })
      .returning({ id: contactMessages.id });
    return row?.id ?? 0;
  };
  const setStatus = (id: number, status: string) =>
    t.app.inject({ method: "PATCH", url: `/api/contact-messages/${id}`, headers: auth, payload: { status } });

  it("lists messages newest first in the API's shape", async () => {
    const first = await newMessage("First");
    const second = await newMessage("Second");
    const res = await t.app.inject({ method: "GET", url: "/api/contact-messages", headers: auth });
    expect(res.statusCode).toBe(200);
    const list = z.array(ContactMessage).parse(res.json());
    expect(list.slice(0, 2).map((m) => m.id)).toEqual([second, first]);
    expect(list[0]).toMatchObject({ status: "unread", source: "support", email: "ada@example.com" });
  });

  it("moves unread → read → replied and nothing else", async () => {
    const id = await newMessage();
    const skip = await setStatus(id, "replied");
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe("Only a read message can be marked as replied");

    const read = await setStatus(id, "read");
    expect(read.statusCode).toBe(200);
    expect(read.json().status).toBe("read");
    const again = await setStatus(id, "read");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("The message is already marked read");

    expect((await setStatus(id, "replied")).json().status).toBe("replied");
    const back = await setStatus(id, "unread");
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe("A message cannot be marked unread again");
    expect((await setStatus(id, "read")).json().message).toBe("Only an unread message can be marked as read");

    expect((await setStatus(id, "archived")).statusCode).toBe(400);
    expect((await setStatus(999_999, "read")).statusCode).toBe(404);
  });

  it("sends the admin's reply by email, records it in the outbox and marks the message replied", async () => {
    const id = await newMessage("Fog\r\nBcc: evil@example.com");
    const res = await t.app.inject({
      method: "POST",
      url: `/api/contact-messages/${id}/reply`,
      headers: auth,
      payload: { message: "They have an anti-fog coating." },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("replied");

    const outbox = await t.app.inject({ method: "GET", url: "/api/admin/emails", headers: auth });
    const mail = outbox.json()[0];
    expect(mail).toMatchObject({
      kind: "contact_reply",
      to: "ada@example.com",
      subject: "Re: Fog Bcc: evil@example.com",
      status: "queued",
    });
    expect(mail.text).toContain("They have an anti-fog coating.");
    expect(mail.text).toContain("> Do the lenses fog?");

    const empty = await t.app.inject({
      method: "POST",
      url: `/api/contact-messages/${id}/reply`,
      headers: auth,
      payload: { message: "   " },
    });
    expect(empty.statusCode).toBe(400);
  });
});
