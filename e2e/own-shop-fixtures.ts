import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createEmptyDatabase, type Instance, startInstance } from "../src/server/test/scale-out/instances.ts";
import { expect, type Page, test } from "./test.ts";

/**
 * Server instances a spec starts for itself, on a database of its own on the machine's PostgreSQL and on
 * Redis (CI always has both): for what the shared e2e server cannot show, such as a change made on one
 * instance reaching another, or shop settings other specs must not see change under them.
 */
export const OWN_ADMIN = { username: "admin", password: "Own instances 7Kq2 walrus lantern" } as const;

const DATABASE_SERVER = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

/** A Redis database of its own, so rate-limit counters are not shared with other runs on the same Redis. */
function redisUrl(): string {
  const url = new URL(process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379");
  url.pathname = `/${1 + (process.pid % 15)}`;
  return url.href;
}

export interface OwnShop {
  instances: Instance[];
  db: Awaited<ReturnType<typeof createEmptyDatabase>>;
  /** The instances' DATA_DIR (the email outbox is its outbox/ folder). */
  dataDir: string;
  stop(): Promise<void>;
}

/** `extraEnv` adds to the instances' environment (e.g. TEST_CLOCK for the per-request test clock). */
export async function startOwnShop(count: number, extraEnv: Record<string, string> = {}): Promise<OwnShop> {
  const db = await createEmptyDatabase(DATABASE_SERVER);
  const dataDir = mkdtempSync(join(tmpdir(), "shop-e2e-own-"));
  const env = {
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    DATABASE_URL: db.url,
    REDIS_URL: redisUrl(),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ADMIN_USERNAME: OWN_ADMIN.username,
    ADMIN_PASSWORD: OWN_ADMIN.password,
    CHECKOUT_RATE_LIMIT: "10000",
    DISCOUNT_CODE_RATE_LIMIT: "10000",
    // Links one instance signs open on the other, as on a scaled-out shop.
    FILE_LINK_SECRET: "e2e-own-file-link-secret-0123456789",
    ORDER_LINK_SECRET: "e2e-own-order-link-secret-0123456789",
    UNSUBSCRIBE_SECRET: "e2e-own-unsubscribe-secret-0123456789",
    ...extraEnv,
  };
  const cleanUp = async () => {
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const instances: Instance[] = [];
  try {
    // One after the other: the first migrates and seeds the empty database.
    for (let i = 0; i < count; i++) instances.push(await startInstance(env));
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.stop()));
    await cleanUp();
    throw error;
  }
  return {
    instances,
    db,
    dataDir,
    async stop() {
      await Promise.all(instances.map((instance) => instance.stop()));
      await cleanUp();
    },
  };
}

/** The admin signs in through the login form of the instance at base. */
export async function signInThroughForm(page: Page, base: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel("Username").fill(OWN_ADMIN.username);
  await page.getByLabel("Password").fill(OWN_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible({
    timeout: 20_000,
  });
}

export async function openAdminTab(page: Page, name: string) {
  await page.getByRole("tab", { name, exact: true }).click();
  await expect(page.getByRole("tab", { name, exact: true })).toHaveAttribute("aria-selected", "true");
}

/**
 * One instance of its own for the serial tests of one spec file: started before them, stopped after. `shop()` and
 * `base()` are read inside the tests, once it has started.
 */
export function ownShopForSpec(extraEnv: Record<string, string> = {}): {
  shop: () => OwnShop;
  base: () => string;
} {
  let shop: OwnShop | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    shop = await startOwnShop(1, extraEnv);
  });
  test.afterAll(async () => {
    await shop?.stop();
  });
  const started = () => {
    if (!shop) throw new Error("this spec file's own shop has not started");
    return shop;
  };
  return { shop: started, base: () => started().instances[0]?.url ?? "" };
}
