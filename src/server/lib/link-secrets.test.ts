import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/env.ts";
import { orderToken, verifyOrderToken } from "#server/modules/orders/index.ts";
import { withLinkSecrets } from "./link-secrets.ts";

const dataDir = mkdtempSync(join(tmpdir(), "link-secrets-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("link secrets not set in the environment", () => {
  const start = () => withLinkSecrets(loadConfig({ DATA_DIR: dataDir }));

  it("are made once into DATA_DIR (0600) and kept, so an emailed order link still opens after a restart", () => {
    const first = start();
    expect(first.ORDER_LINK_SECRET?.length).toBeGreaterThanOrEqual(32);
    expect(first.UNSUBSCRIBE_SECRET).not.toBe(first.ORDER_LINK_SECRET);
    expect(statSync(join(dataDir, "ORDER_LINK_SECRET.secret")).mode & 0o777).toBe(0o600);
    const order = { id: 42, paidAt: new Date(), createdAt: new Date() };
    const token = orderToken(first, order);

    const restarted = start();
    expect(restarted.ORDER_LINK_SECRET).toBe(first.ORDER_LINK_SECRET);
    expect(restarted.FILE_LINK_SECRET).toBe(first.FILE_LINK_SECRET);
    expect(verifyOrderToken(restarted, token)).toBe(42);
  });

  it("leave a secret set in the environment as it is", () => {
    const set = "s".repeat(40);
    const config = withLinkSecrets(loadConfig({ DATA_DIR: dataDir, ORDER_LINK_SECRET: set }));
    expect(config.ORDER_LINK_SECRET).toBe(set);
  });
});
