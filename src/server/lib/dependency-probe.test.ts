import { createServer as createHttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedPort } from "#server/test/faults/server-process.ts";
import { answersHttp, checkedProbe } from "./dependency-probe.ts";

describe("checkedProbe", () => {
  it("checks at once, answers the last result, and checks again only once it is old", async () => {
    let calls = 0;
    let ok = true;
    const probe = checkedProbe(
      "smtp",
      async () => {
        calls++;
        if (!ok) throw new Error("down");
      },
      { timeoutMs: 1000, everyMs: 50 },
    );
    expect(await probe.up()).toBe(true);
    expect(await probe.up()).toBe(true);
    expect(calls).toBe(1);
    ok = false;
    await new Promise((r) => setTimeout(r, 60));
    // A stale result is answered while it starts a new check; the answers after it see that check.
    expect(await probe.up()).toBe(true);
    expect(calls).toBe(2);
    await new Promise((r) => setTimeout(r, 10));
    expect(await probe.up()).toBe(false);
  });

  it("counts a check that never ends as down once its time is up", async () => {
    const probe = checkedProbe("carrier", () => new Promise(() => {}), { timeoutMs: 30, everyMs: 60_000 });
    expect(await probe.up()).toBe(false);
  });
});

describe("answersHttp", () => {
  let server: ReturnType<typeof createHttpServer>;
  let url: string;
  beforeAll(async () => {
    server = createHttpServer((_req, res) => res.writeHead(404).end());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("resolves for any HTTP answer, and rejects when nothing listens", async () => {
    await expect(answersHttp(url)).resolves.toBeUndefined();
    await expect(answersHttp(`http://127.0.0.1:${await closedPort()}`)).rejects.toThrow();
  });
});
