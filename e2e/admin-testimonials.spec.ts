import { expect, expectToast, openTab, signIn } from "./admin-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { test } from "./test.ts";

/** Testimonials are content the owner edits in the Catalogue tab; the storefront shows the edit. */
test("the admin adds, edits, moves and hides a testimonial; the Africa R3D page follows", async ({
  page,
  request,
}) => {
  // The admin's tab and a storefront page, several times over: slow on a busy runner.
  test.slow();
  const stamp = Date.now().toString(36);
  const name = `Rae ${stamp}`;
  const first = `Light enough to forget on a forty-mile hill day (${stamp}).`;
  const edited = `Still light on the hundredth climb, and the lenses never fog (${stamp}).`;
  await skipCookieBanner(page);
  await signIn(page, request);
  await openTab(page, "Catalogue");

  await page.getByRole("button", { name: "Add a testimonial" }).click();
  let dialog = page.getByRole("dialog", { name: "Add a testimonial" });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Sport", { exact: true }).fill("Cycling");
  await dialog.getByLabel("Shown on", { exact: true }).selectOption({ label: "Africa R3D collection" });
  await dialog.getByRole("button", { name: "Save" }).click();
  // The shared schema's own message, at the field.
  await expect(dialog.getByText("Enter the quote")).toBeVisible();
  await dialog.getByLabel(/^Quote/).fill(first);
  await dialog.getByLabel("Achievement", { exact: true }).fill("Audax rider");
  await dialog.getByLabel("Location", { exact: true }).fill("Hebden Bridge");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Added");
  const table = page.getByRole("region", { name: "Testimonials", exact: true });
  const row = table.locator("tbody tr", { hasText: name });
  await expect(row).toContainText(first);

  const africa = async () => {
    await page.goto("/africa-r3d");
    const quotes = page.locator("blockquote");
    await expect(quotes.first()).toBeVisible({ timeout: 20_000 });
    return (await quotes.allTextContents()).map((q) => q.replace(/^["“]|["”]$/g, ""));
  };
  let shown = await africa();
  expect(shown.filter((q) => q === first)).toHaveLength(1);
  expect(shown.at(-1)).toBe(first);
  await expect(page.getByText(`Audax rider · Cycling · Hebden Bridge`)).toBeVisible();

  await openTab(page, "Catalogue");
  await page.getByRole("button", { name: `Edit the testimonial from ${name}` }).click();
  dialog = page.getByRole("dialog", { name: `Edit testimonial from ${name}` });
  await dialog.getByLabel(/^Quote/).fill(edited);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Saved");
  const history = page.getByRole("region", { name: "Catalogue change history" });
  await expect(history.locator("tr").nth(1)).toContainText(/testimonials #\d+ \(update\)/);
  await expect(history.locator("tr").nth(1)).toContainText(`quote: ${edited}`);
  // Twice: above the Prescription Pro quote, then above the last seeded Africa R3D one.
  const names = async () => (await table.locator("tbody tr td:first-child").allTextContents()).join("|");
  for (let i = 0; i < 2; i++) {
    const before = await names();
    await page.getByRole("button", { name: `Move the testimonial from ${name} up` }).click();
    await expect.poll(names).not.toBe(before);
  }
  await expect(history.locator("tr").nth(1)).toContainText("testimonials (reorder)");
  await expect(
    table.locator("tbody tr").filter({ hasText: name }).locator("xpath=following-sibling::tr[1]"),
  ).toContainText("Ewan R.");

  shown = await africa();
  expect(shown).not.toContain(first);
  expect(shown.filter((q) => q === edited)).toHaveLength(1);
  // Moved above the last seeded Africa R3D quote.
  expect(shown.indexOf(edited)).toBe(shown.length - 2);

  await openTab(page, "Catalogue");
  await page.getByRole("button", { name: `Hide the testimonial from ${name}` }).click();
  await expect(row).toContainText(/inactive/i);
  shown = await africa();
  expect(shown).not.toContain(edited);
  expect(shown.length).toBeGreaterThanOrEqual(3);
});
