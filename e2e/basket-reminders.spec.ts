import { signIn } from "./admin-fixtures.ts";
import {
  addSunglassesFromHome,
  CARDS,
  expectConfirmation,
  expectNoSeriousViolations,
  fillCard,
  fillShipping,
  openCheckout,
  outboxFor,
  unfolded,
  uniqueEmail,
} from "./checkout-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { type APIRequestContext, expect, type Page, test } from "./test.ts";

test.describe.configure({ timeout: 300_000 });
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const HOUR = 3_600_000;
const REMINDER_SUBJECT = "You left something in your basket";

/** Runs the reminder job once, at `hoursLater` past now on the server's test clock (TEST_CLOCK only). */
async function runRemindersLater(request: APIRequestContext, hoursLater: number) {
  const at = new Date(Date.now() + hoursLater * HOUR).toISOString();
  const res = await request.post("/api/test/jobs/basket-reminders", { headers: { "x-test-now": at } });
  expect(res.status(), await res.text()).toBe(200);
}

const remindersTo = (email: string) => outboxFor(email).filter((m) => unfolded(m).includes(REMINDER_SUBJECT));

/** A shopper's phone basket left at the checkout after typing the email, the reminder box as they chose. */
async function leaveBasket(page: Page, email: string, refuse: boolean) {
  await skipCookieBanner(page);
  await addSunglassesFromHome(page);
  await openCheckout(page);
  await expect(page.getByTestId("basket-reminder-notice")).toHaveText(
    /we may email you once about this basket/,
  );
  const box = page.getByRole("checkbox", { name: "Don't email me about this basket" });
  await expect(box).not.toBeChecked();
  if (refuse) await box.check();
  const saved = page.waitForRequest(
    (r) =>
      r.method() === "POST" &&
      r.url().endsWith("/api/abandoned-carts") &&
      r.postDataJSON()?.email === email &&
      r.postDataJSON()?.reminderConsent === !refuse,
  );
  await page.getByLabel("Email", { exact: true }).fill(email);
  const body = (await saved).postDataJSON();
  expect(body.lines).toEqual([
    { productId: 1, quantity: 1, colorId: expect.any(Number), lensTypeId: expect.any(Number) },
  ]);
}

test("a left basket gets one reminder whose link restores it in another browser, and its payment counts as recovered", async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail("remind");
  await leaveBasket(page, email, false);
  const refuser = uniqueEmail("refuse");
  const other = await browser.newPage({ viewport: PHONE });
  await leaveBasket(other, refuser, true);
  await other.close();

  await runRemindersLater(request, 1);
  await runRemindersLater(request, 4);
  await expect.poll(() => remindersTo(email).length, { timeout: 15_000 }).toBe(1);
  await runRemindersLater(request, 6);
  await page.waitForTimeout(1000);
  expect(remindersTo(email)).toHaveLength(1);
  // The shopper who ticked the box gets nothing at all.
  expect(outboxFor(refuser)).toEqual([]);

  const mail = unfolded(remindersTo(email)[0] as string);
  expect(mail).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/club\/unsubscribe\?t=[^>]+>\r?$/m);
  expect(mail).toContain("Primary+");
  const link = /https?:\/\/[^/\s]+(\/basket\/restore\?t=b1\.[\w.-]+)/.exec(mail)?.[1];
  expect(link).toBeTruthy();

  // Another browser, as if opened from the email on another device.
  const context = await browser.newContext({ viewport: PHONE });
  const shopper = await context.newPage();
  await skipCookieBanner(shopper);
  await shopper.goto(link as string);
  await expect(shopper.getByRole("heading", { level: 1, name: "Your basket" })).toBeVisible();
  await expect(shopper.getByRole("list", { name: "Your restored basket" })).toContainText("Primary+");
  await expectNoSeriousViolations(shopper);
  await shopper.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(shopper).toHaveURL(/\/checkout$/);
  await openCheckout(shopper);
  await fillShipping(shopper, email);
  await fillCard(shopper, CARDS.success);
  await shopper.getByRole("button", { name: "Complete Order - £75.00" }).click();
  await expectConfirmation(shopper, "£75.00");
  await context.close();

  // The link is spent: a friendly page that leads to the shop.
  await page.goto(link as string);
  await expect(page.getByRole("alert")).toHaveText("This basket has already been ordered. Thank you!");
  await expect(page.getByRole("button", { name: "Go to the shop" })).toBeVisible();

  await signIn(page, request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin?tab=baskets");
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText(/Sent \d{2}\/\d{2}\/\d{4}/);
  await expect(row).toContainText(/Recovered .+ \(order #\d+\)/);
  const refused = page.getByRole("row").filter({ hasText: refuser });
  await expect(refused).toContainText("Refused");
});

test("a forged or expired basket link shows a friendly page that leads to the shop", async ({ page }) => {
  await skipCookieBanner(page);
  await page.goto("/basket/restore?t=b1.1.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  await expect(page.getByRole("alert")).toHaveText(
    "This basket link is not valid. You can still find everything in the shop.",
  );
  await page.getByRole("button", { name: "Go to the shop" }).click();
  await expect(page).toHaveURL(/\/$/);
});
