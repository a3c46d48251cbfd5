import { expect as baseExpect } from "@playwright/test";
import { outboxFor, unfolded, uniqueEmail } from "./checkout-fixtures.ts";
import { openAdminTab, ownShopForSpec, signInThroughForm } from "./own-shop-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import type { APIRequestContext, Browser, Page } from "./test.ts";

const PHONE = { width: 390, height: 844 };
const HOUR = 3_600_000;
const REMINDER_SUBJECT = "You left something in your basket";

/**
 * A shop of its own with the per-request test clock: the reminder job runs at the hour a test names, and
 * the owner's figures count only this file's baskets.
 */
export const reminderShop = () => ownShopForSpec({ TEST_CLOCK: "1" });
export type ReminderShop = ReturnType<typeof reminderShop>;

/** A phone browser of its own (a shopper's device) on the shop. */
export async function phoneOn(browser: Browser, own: ReminderShop): Promise<Page> {
  const context = await browser.newContext({ baseURL: own.base(), viewport: PHONE });
  return context.newPage();
}

/** Runs the reminder job once, at `hoursLater` past now on the server's test clock (TEST_CLOCK only). */
async function runRemindersLater(api: APIRequestContext, hoursLater: number) {
  const at = new Date(Date.now() + hoursLater * HOUR).toISOString();
  const res = await api.post("/api/test/jobs/basket-reminders", { headers: { "x-test-now": at } });
  baseExpect(res.status(), await res.text()).toBe(200);
}

/** The outbox file's text with its quoted-printable soft breaks and "=" joined again. */

const remindersTo = (own: ReminderShop, email: string) =>
  outboxFor(email, own.shop().dataDir).filter((m) => unfolded(m).includes(REMINDER_SUBJECT));

/** The restore link's path in a reminder. */
function restorePathOf(mail: string): string {
  const link = /https?:\/\/[^/\s]+(\/basket\/restore\?t=b1\.[\w.-]+)/.exec(unfolded(mail))?.[1];
  baseExpect(link).toBeTruthy();
  return link as string;
}

/** The job at one hour (too soon), at four (due) and at six (already sent): one reminder to `email`. */
async function remindOnce(api: APIRequestContext, own: ReminderShop, email: string) {
  await runRemindersLater(api, 1);
  await runRemindersLater(api, 4);
  await baseExpect.poll(() => remindersTo(own, email).length, { timeout: 15_000 }).toBe(1);
  await runRemindersLater(api, 6);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  baseExpect(remindersTo(own, email)).toHaveLength(1);
  return unfolded(remindersTo(own, email)[0] as string);
}

/** The checkout's sentence beside the email field, and its box as the shopper leaves it. */
async function chooseReminder(page: Page, refuse: boolean) {
  await baseExpect(page.getByTestId("basket-reminder-notice")).toHaveText(
    /we may email you once about this basket/,
  );
  const box = page.getByRole("checkbox", { name: "Don't email me about this basket" });
  await baseExpect(box).not.toBeChecked();
  if (refuse) await box.check();
}

/** Types the email and returns the body of the save that carries it with the shopper's choice. */
async function typeEmailAndSave(page: Page, email: string, refuse: boolean) {
  const saved = page.waitForRequest(
    (r) =>
      r.method() === "POST" &&
      r.url().endsWith("/api/abandoned-carts") &&
      r.postDataJSON()?.email === email &&
      r.postDataJSON()?.reminderConsent === !refuse,
  );
  await page.getByLabel("Email", { exact: true }).fill(email);
  return (await saved).postDataJSON();
}

interface Leaving {
  /** Takes a fresh phone page to the checkout with something to buy. */
  open(page: Page): Promise<void>;
  /** Checks what the checkout saved once the email was typed. */
  saved(body: Record<string, unknown>): void;
}

/**
 * Two shoppers leave at the checkout after typing their email, on phones of their own: one leaves the
 * reminder box clear, one ticks it. The job then reminds the first once and the second never. Gives the
 * first shopper's page, both addresses, the reminder and its restore link's path.
 */
export async function leaveTwoAndRemind(
  browser: Browser,
  api: APIRequestContext,
  own: ReminderShop,
  tag: string,
  leaving: Leaving,
) {
  const leave = async (email: string, refuse: boolean) => {
    const page = await phoneOn(browser, own);
    await skipCookieBanner(page);
    await leaving.open(page);
    await chooseReminder(page, refuse);
    leaving.saved(await typeEmailAndSave(page, email, refuse));
    return page;
  };
  const email = uniqueEmail(tag);
  const page = await leave(email, false);
  const refuser = uniqueEmail(`${tag}-refuse`);
  await (await leave(refuser, true)).context().close();

  const mail = await remindOnce(api, own, email);
  // The shopper who ticked the box gets nothing at all.
  baseExpect(outboxFor(refuser, own.shop().dataDir)).toEqual([]);
  return { page, email, refuser, mail, link: restorePathOf(mail) };
}

/** A spent link: a friendly page. Then the owner's figures and list show the one recovered basket. */
export async function expectRecovered(
  page: Page,
  own: ReminderShop,
  left: { email: string; refuser: string; link: string },
  wonBack: string,
) {
  await page.goto(left.link);
  await baseExpect(page.getByRole("alert")).toHaveText("This basket has already been ordered. Thank you!");
  await baseExpect(page.getByRole("button", { name: "Go to the shop" })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughForm(page, own.base());
  // The owner's first screen: one reminder sent, its basket recovered, what it was paid won back.
  await openAdminTab(page, "Overview");
  await expectReminderFigures(page, { sent: 1, recovered: 1, wonBack });

  await openAdminTab(page, "Abandoned Baskets");
  const row = page.getByRole("row").filter({ hasText: left.email });
  await baseExpect(row).toContainText(/Sent \d{2}\/\d{2}\/\d{4}/);
  await baseExpect(row).toContainText(/Recovered .+ \(order #\d+\)/);
  await baseExpect(page.getByRole("row").filter({ hasText: left.refuser })).toContainText("Refused");
}

/** The owner's Overview tab's basket reminder figures, as its table shows them. */
async function expectReminderFigures(
  page: Page,
  figures: { sent: number; recovered: number; wonBack: string },
) {
  const table = page.getByRole("table", { name: "Basket reminders" });
  await baseExpect(table.getByRole("row", { name: /Reminders sent/ }).getByRole("cell")).toHaveText(
    String(figures.sent),
  );
  await baseExpect(table.getByRole("row", { name: /Baskets recovered/ }).getByRole("cell")).toHaveText(
    String(figures.recovered),
  );
  await baseExpect(table.getByRole("row", { name: /Revenue won back/ }).getByRole("cell")).toHaveText(
    figures.wonBack,
  );
}
