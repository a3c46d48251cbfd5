import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { chatUrl, connectChat } from "./test-client.ts";

describe.each(dbKinds())("the admin console known by its session cookie on %s", (kind) => {
  let t: TestApp;
  let url: string;
  let host: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    url = chatUrl(t.app);
    host = new URL(url).host;
  });
  afterAll(() => t.close());

  it("authenticates an auth message without a token by the cookie of a same-origin upgrade", async () => {
    const token = await adminToken(t.ctx);
    const admin = await connectChat(url, { cookie: `admin_session=${token}`, origin: `http://${host}` });
    admin.send({ type: "auth" });
    await admin.next((m) => m.event === "authenticated");
    admin.close();
  });

  it("ignores the cookie when the upgrade comes from another origin, or without one", async () => {
    const token = await adminToken(t.ctx);
    const attempts: Record<string, string>[] = [
      { cookie: `admin_session=${token}`, origin: "https://evil.example" },
      { cookie: `admin_session=${token}` },
    ];
    for (const headers of attempts) {
      const client = await connectChat(url, headers);
      client.send({ type: "auth" });
      const refused = await client.next((m) => m.event === "error");
      expect(refused.message).toBe("Authentication failed");
      client.close();
    }
  });
});
