import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The import boundaries of biome.json and src/web/biome.json (with the GritQL plugins of biome-plugins/), tested by linting probe files written
 * into the tree (each removed afterwards): a wrong import fails `biome lint` with its rule's message,
 * a right one passes.
 */
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BIOME = fileURLToPath(new URL("../node_modules/.bin/biome", import.meta.url));
const TAG = `lint-probe-${process.pid}`;

const MESSAGES = {
  feature: "A feature imports only its own files",
  webToServer: "The web app never imports the server",
  sharedOut: "src/shared is shared by the web app and the server",
  serverToWeb: "The server never imports the web app",
  onlyRouter: "Only the router imports a feature",
  climb: "a relative import climbs at most one level",
  frontDoor: "Another module's inner file: import it through the module's front door",
  byAlias: "Import a module by the #server alias, through its front door",
  leaveModule: "A relative import never leaves its module",
  testingDoor: "A module's testing.ts is for tests",
  routeDb: "A route file never touches the database",
};

const written: string[] = [];
afterAll(() => {
  for (const file of written) rmSync(`${ROOT}/${file}`, { force: true });
});

interface Diagnostic {
  severity: string;
  message: string;
  location: { path: string; start: { line: number } };
}

/** Writes the probe (its name ending in `suffix`), lints it alone and returns the error messages by line. */
function lint(folder: string, source: string, suffix = ".ts"): string[] {
  const file = `${folder}/${TAG}-${written.length}${suffix}`;
  written.push(file);
  writeFileSync(`${ROOT}/${file}`, `${source.trim()}\n`);
  try {
    const run = spawnSync(BIOME, ["lint", "--reporter=json", file], { cwd: ROOT, encoding: "utf8" });
    const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
    const errors = report.diagnostics.filter((d) => d.severity === "error");
    expect(run.status, run.stderr).toBe(errors.length > 0 ? 1 : 0);
    return errors.map((d) => `${d.location.start.line}: ${d.message}`);
  } finally {
    rmSync(`${ROOT}/${file}`, { force: true });
  }
}

/** A probe importing one name. */
const importing = (name: string, from: string) =>
  `import { ${name} } from "${from}";\nexport const p = ${name};`;

describe("import boundaries", { timeout: 30_000 }, () => {
  it("refuse a feature reaching into another feature, by alias or by climbing out of its folder", () => {
    const errors = lint(
      "src/web/features/home",
      `
import { needHelp } from "#web/features/products/lib/need-help.ts";
import type { FaqItem } from "../faq/faq-types.ts";
export const probe: [unknown, FaqItem | null] = [needHelp, null];
`,
    );
    expect(errors).toEqual([
      expect.stringMatching(new RegExp(`^1: ${MESSAGES.feature}`)),
      expect.stringMatching(
        /^2: A feature imports only its own files: this climbs out of the feature's folder/,
      ),
    ]);
  });

  it("let a feature import its own files, the shared web folders and src/shared", () => {
    expect(
      lint(
        "src/web/features/home",
        `
import { formatPence } from "#shared/money.ts";
import { useBasket } from "#web/basket/BasketProvider.tsx";
import { useProducts } from "#web/catalogue/products.ts";
import { CUSTOMISER_ID } from "#web/features/home/components/HomeHero.tsx";
import { colorImagePath } from "./lib/options.ts";
export const probe = [formatPence, useBasket, useProducts, CUSTOMISER_ID, colorImagePath];
`,
      ),
    ).toEqual([]);
    expect(
      lint(
        "src/web/features/home/components",
        `import { colorImagePath } from "../lib/options.ts";\nexport const p = colorImagePath;`,
      ),
    ).toEqual([]);
  });

  it("refuse the web app importing the server, statically or lazily", () => {
    const errors = lint(
      "src/web/basket",
      `
import type { AppContext } from "#server/context.ts";
export const probe = (ctx: AppContext) => [ctx, import("#server/app.ts")];
`,
    );
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toContain(MESSAGES.webToServer);
  });

  it("refuse src/shared importing the web app or the server", () => {
    const errors = lint(
      "src/shared",
      `
import { apiRequest } from "#web/lib/api.ts";
import type { AppContext } from "../server/context.ts";
export const probe: [unknown, AppContext | null] = [apiRequest, null];
`,
    );
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toContain(MESSAGES.sharedOut);
    expect(
      lint("src/shared", `import { formatPence } from "./money.ts";\nexport const p = formatPence;`),
    ).toEqual([]);
  });

  it("refuse the server importing the web app", () => {
    const [error] = lint(
      "src/server",
      `import { apiRequest } from "#web/lib/api.ts";\nexport const p = apiRequest;`,
    );
    expect(error).toContain(MESSAGES.serverToWeb);
  });

  it("let only the router import a feature, and refuse climbing two levels anywhere", () => {
    const errors = lint(
      "src/web/layout",
      `
import HomePage from "../features/home/pages/HomePage.tsx";
import { formatPence } from "../../shared/money.ts";
export const probe = [HomePage, formatPence];
`,
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(new RegExp(`^1: ${MESSAGES.onlyRouter}`));
    expect(errors[1]).toMatch(new RegExp(`^2: .*${MESSAGES.climb}`));
  });

  it("refuse a module importing another module's inner file, and let it import the module's index.ts", () => {
    const errors = lint(
      "src/server/modules/club",
      `
import { findOrder } from "#server/modules/orders/repo.ts";
import { orderRoutes } from "#server/modules/orders/index.ts";
export const probe = [findOrder, orderRoutes];
`,
    );
    expect(errors).toEqual([expect.stringMatching(new RegExp(`^1: ${MESSAGES.frontDoor}`))]);
    expect(
      lint(
        "src/server/modules/club",
        `import { findOrder, type OrderRow } from "#server/modules/orders/index.ts";\nexport const p: [unknown, OrderRow | null] = [findOrder, null];`,
      ),
    ).toEqual([]);
  });

  it("let a module import its own inner files, by alias or relatively", () => {
    expect(
      lint(
        "src/server/modules/orders",
        `
import { findOrder } from "#server/modules/orders/repo.ts";
import { chargeOf } from "./refund-settle.ts";
export const probe = [findOrder, chargeOf];
`,
      ),
    ).toEqual([]);
  });

  it.each([
    [
      "a job",
      "src/server/jobs",
      importing("completePayment", "#server/modules/orders/completion.ts"),
      MESSAGES.frontDoor,
    ],
    [
      "a plugin",
      "src/server/plugins",
      importing("serverPages", "#server/modules/ssr/pages.ts"),
      MESSAGES.frontDoor,
    ],
    [
      "the app",
      "src/server",
      importing("CatalogueService", "#server/modules/catalogue/service.ts"),
      MESSAGES.frontDoor,
    ],
    [
      "a job, by a relative path",
      "src/server/jobs",
      importing("completePayment", "../modules/orders/index.ts"),
      MESSAGES.byAlias,
    ],
    [
      "another module, by a relative path",
      "src/server/modules/club",
      importing("findOrder", "../orders/index.ts"),
      MESSAGES.leaveModule,
    ],
    [
      "production code, by testing.ts",
      "src/server/modules/club",
      importing("checkout", "#server/modules/checkout/testing.ts"),
      MESSAGES.testingDoor,
    ],
  ])("refuse %s entering a module other than by its front door", (_who, folder, source, message) => {
    expect(lint(folder, source)).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    [
      "a job to import a module's index.ts",
      "src/server/jobs",
      importing("completePayment", "#server/modules/orders/index.ts"),
      ".ts",
    ],
    [
      "a test to import another module's testing.ts",
      "src/server/modules/club",
      importing("checkout", "#server/modules/checkout/testing.ts"),
      ".test.ts",
    ],
  ])("allow %s", (_what, folder, source, suffix) => {
    expect(lint(folder, source, suffix)).toEqual([]);
  });

  it("refuse a route file touching the database", () => {
    const [error] = lint(
      "src/server/modules/club",
      `
import type { AppContext } from "#server/context.ts";
export const probe = (ctx: AppContext) => ctx.db.select();
`,
      "-routes.ts",
    );
    expect(error).toMatch(new RegExp(`^2: ${MESSAGES.routeDb}`));
  });
});
