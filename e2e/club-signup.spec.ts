import { existsSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expectNoHorizontalScroll, expectNoSeriousViolations, skipCookieBanner } from "./page-fixtures.ts";
import { expect, type Page, test } from "./test.ts";

async function open(page: Page) {
  await skipCookieBanner(page);
  await page.goto("/signup");
  await expect(page.getByRole("heading", { level: 1, name: "Join the Club" })).toBeVisible({
    timeout: 20_000,
  });
}

const uniqueEmail = () => `club-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const joinButton = (page: Page) => page.getByRole("button", { name: "Join Now & Get 10% Off" });

/**
 * The e2e server writes its data dir to test-results/e2e-data-dir.txt. Another run on the same
 * machine may overwrite that file, so every e2e data dir is searched; the address is unique.
 */
function outboxDirs(): string[] {
  const dirs = new Set<string>();
  const pointer = join(process.cwd(), "test-results", "e2e-data-dir.txt");
  if (existsSync(pointer)) dirs.add(readFileSync(pointer, "utf8").trim());
  for (const name of readdirSync(tmpdir())) if (name.startsWith("shop-e2e-")) dirs.add(join(tmpdir(), name));
  return [...dirs].map((dir) => join(dir, "outbox")).filter((dir) => existsSync(dir));
}

function emailsTo(address: string): string[] {
  const found: string[] = [];
  for (const dir of outboxDirs()) {
    for (const name of readdirSync(dir)) {
      if (!name.endsWith(".eml")) continue;
      try {
        const text = readFileSync(join(dir, name), "utf8");
        if (text.includes(`To: ${address}\r\n`)) found.push(text);
      } catch {
        // A finished run's folder can vanish while it is read.
      }
    }
  }
  return found;
}

async function signUp(page: Page, firstName: string, email: string) {
  await page.getByLabel("First Name").fill(firstName);
  await page.getByLabel("Email Address").fill(email);
  const answer = page.waitForResponse("**/api/discount-signup");
  await joinButton(page).click();
  return (await answer).status();
}

test.describe("club signup", () => {
  test("shows the offer and its benefits", async ({ page }) => {
    await open(page);
    for (const benefit of [
      "Lifetime 10% discount on all orders",
      "Early access to new launches",
      "Member-only competitions",
      "Regular product updates",
    ]) {
      await expect(page.getByText(benefit, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Email Address")).toHaveAttribute("type", "email");
  });

  test("joining sends the code by email; joining again resends it", async ({ page }) => {
    await open(page);
    const email = uniqueEmail();
    expect(await signUp(page, "Jo", email)).toBe(200);
    await expect(page.getByText("Welcome to the Club", { exact: true })).toBeVisible();
    await expect(
      page.getByText(`Your lifetime 10% discount code has been sent to ${email}.`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue("");
    await expect(page.getByLabel("Email Address")).toHaveValue("");

    await expect.poll(() => emailsTo(email).length, { timeout: 10_000 }).toBe(1);
    const [first] = emailsTo(email);
    expect(first).toContain("Hi Jo,");
    const code = first?.match(/CLUB-[A-HJKMNP-Z2-9]{6}/)?.[0];
    expect(code).toBeTruthy();

    expect(await signUp(page, "Jo", email)).toBe(200);
    await expect(page.getByText("Welcome to the Club", { exact: true })).toBeVisible();
    await expect.poll(() => emailsTo(email).length, { timeout: 10_000 }).toBe(2);
    expect(emailsTo(email).every((text) => text.includes(code as string))).toBe(true);
  });

  test("both fields are required, with messages under them", async ({ page }) => {
    await open(page);
    await joinButton(page).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByLabel("First Name")).toBeFocused();
  });

  test("shows the busy state, then the error toast when the signup fails", async ({ page }) => {
    await open(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/discount-signup", async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"down"}' });
    });
    await page.getByLabel("First Name").fill("Sam");
    await page.getByLabel("Email Address").fill(uniqueEmail());
    await joinButton(page).click();
    await expect(page.getByRole("button", { name: "Joining..." })).toBeDisabled();
    release();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(page.getByText("Something went wrong. Please try again.", { exact: true })).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue("Sam");
  });

  test("no serious accessibility violations; fits a 375 px screen", async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page);
    await joinButton(page).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expectNoSeriousViolations(page);
    await expectNoHorizontalScroll(page);
  });
});
