// The server the browser tests run against: the built app on a fresh embedded database.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROJECT_NODE, ROOT, start } from "./lib.mjs";

const dataDir = mkdtempSync(join(tmpdir(), "shop-e2e-"));
// Browser tests read what the server wrote (the email outbox) through this file.
mkdirSync(join(ROOT, "test-results"), { recursive: true });
writeFileSync(join(ROOT, "test-results", "e2e-data-dir.txt"), dataDir);
const server = start(PROJECT_NODE, ["src/server/main.ts"], {
  env: {
    PORT: process.env.E2E_PORT ?? "3100",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    NODE_ENV: "test",
    // A request may set the returns code's "now" with an x-test-now header (server/plugins/test-clock.ts).
    TEST_CLOCK: "1",
    LOG_LEVEL: "warn",
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: "e2e-admin-password",
    DATABASE_URL: "",
    // Every browser test checks out and chats from 127.0.0.1; the limits themselves are tested against the API.
    CHECKOUT_RATE_LIMIT: "10000",
    DISCOUNT_CODE_RATE_LIMIT: "10000",
    CHAT_SOCKETS_PER_ADDRESS: "1000",
    // Business details unlike the built-in examples, so the footer test proves they come from SHOP_COMPANY_*.
    SHOP_COMPANY_NUMBER: "E2E12345",
    SHOP_COMPANY_ADDRESS: "9 Test Yard, York YO1 9TT (e2e address)",
    SHOP_COMPANY_VAT_NUMBER: "GB 111 2222 33",
  },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  cleanup();
  process.exit(code ?? 0);
});
