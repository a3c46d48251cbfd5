import { expect, openTab, signIn } from "./admin-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { test } from "./test.ts";

test.describe.configure({ timeout: 90_000 });

test("the admin opens the Returns tab: the overdue count, the filters and the cancellation form", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await skipCookieBanner(page);
  await openTab(page, "Returns");
  await expect(page.getByTestId("overdue-returns-card")).toContainText(
    "Returns received and not refunded within 14 days:",
  );
  await expect(page.getByRole("heading", { level: 2, name: "Returns" })).toBeVisible();
  await expect(page.getByTestId("returns-overdue")).toContainText("waited over 14 days for a refund");
  await expect(page).toHaveURL(/tab=returns/);

  const responded = page.waitForResponse((r) => r.url().includes("/api/admin/returns?status=received"));
  await page.getByRole("combobox", { name: "Status" }).selectOption("received");
  expect((await responded).status()).toBe(200);

  await page.getByRole("button", { name: "Record a cancellation received by email or post" }).click();
  const dialog = page.getByRole("dialog", { name: "Record a cancellation" });
  await dialog.getByRole("button", { name: "Record" }).click();
  await expect(dialog.getByText("Give the order number")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});
