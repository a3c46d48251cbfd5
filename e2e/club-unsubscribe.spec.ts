import { existsSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expectNoSeriousViolations, skipCookieBanner } from "./page-fixtures.ts";
import { expect, test } from "./test.ts";

test.describe.configure({ timeout: 90_000 });

/** The club email to an address, from the e2e server's outbox folder (as club-signup.spec.ts reads it). */
function clubEmailTo(address: string): string | undefined {
  const dirs = new Set<string>();
  const pointer = join(process.cwd(), "test-results", "e2e-data-dir.txt");
  if (existsSync(pointer)) dirs.add(readFileSync(pointer, "utf8").trim());
  for (const name of readdirSync(tmpdir())) if (name.startsWith("shop-e2e-")) dirs.add(join(tmpdir(), name));
  for (const dir of [...dirs].map((d) => join(d, "outbox")).filter((d) => existsSync(d))) {
    for (const name of readdirSync(dir)) {
      try {
        const text = readFileSync(join(dir, name), "utf8");
        if (text.includes(`To: ${address}\r\n`)) return text;
      } catch {
        // A finished run's folder can vanish while it is read.
      }
    }
  }
  return undefined;
}

test("unsubscribe from the link in the club email: confirm on the page, then done", async ({ page }) => {
  const email = `unsub-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await skipCookieBanner(page);
  await page.goto("/signup");
  await page.getByLabel("First Name").fill("Uma");
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("button", { name: "Join Now & Get 10% Off" }).click();
  await expect(page.getByText("Welcome to the Club", { exact: true })).toBeVisible();

  await expect.poll(() => clubEmailTo(email), { timeout: 15_000 }).toBeTruthy();
  const mail = clubEmailTo(email) as string;
  expect(mail).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/club\/unsubscribe\?t=[^>]+>\r$/m);
  expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n");
  const link = /https?:\/\/\S+?(\/unsubscribe\?t=[A-Za-z0-9_.%-]+)/.exec(mail)?.[1];
  expect(link).toBeTruthy();

  await page.goto(link as string);
  await expect(page.getByRole("heading", { name: "Unsubscribe from club emails" })).toBeVisible();
  await expect(page.getByText("u***@example.com")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("u***@example.com will get no more club emails");
});

test("a forged unsubscribe link shows a clear error and no button", async ({ page }) => {
  await skipCookieBanner(page);
  await page.goto(
    `/unsubscribe?t=${Buffer.from("someone@example.com").toString("base64url")}.${"A".repeat(43)}`,
  );
  await expect(page.getByRole("heading", { name: "Link not valid" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("This unsubscribe link is not valid");
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
});
