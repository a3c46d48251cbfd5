import {
  adminToken,
  bearer,
  createPaidOrder,
  expect,
  expectNoSeriousViolations,
  expectToast,
  openTab,
  signIn,
  unique,
} from "./admin-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { test } from "./test.ts";

test.describe.configure({ timeout: 150_000 });

test("the admin records a posted cancellation and takes its return through to the refund", async ({
  page,
  request,
}) => {
  const { orderId, orderNumber } = await createPaidOrder(request, {
    name: "Returns Runner",
    email: `${unique("returns")}@example.com`,
  });
  const headers = bearer(await adminToken(request));
  for (const status of ["shipped", "delivered"]) {
    const moved = await request.patch("/api/orders/update-status-by-id", {
      headers,
      data: { orderId, status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  await signIn(page, request);
  await skipCookieBanner(page);
  await openTab(page, "Returns");
  await expect(page.getByTestId("overdue-returns-card")).toContainText(
    "Returns received and not refunded within 14 days:",
  );
  await expect(page.getByTestId("returns-overdue")).toContainText("waited over 14 days for a refund");
  await expectNoSeriousViolations(page);

  await page.getByRole("button", { name: "Record a cancellation received by email or post" }).click();
  const form = page.getByRole("dialog", { name: "Record a cancellation" });
  await form.getByRole("button", { name: "Record" }).click();
  await expect(form.getByText("Give the order number")).toBeVisible();
  await form.getByRole("textbox", { name: "Order number" }).fill(orderNumber);
  await form.getByRole("combobox", { name: "Received by" }).selectOption("model_form_post");
  await form.getByRole("button", { name: "Record" }).click();

  const dialog = page.getByRole("dialog", { name: /^Return RET-/ });
  const actions = dialog.getByTestId("return-actions");
  await expect(actions.getByRole("button")).toHaveText(["Label sent", "In transit", "Receive…"]);
  await expectNoSeriousViolations(page);
  await actions.getByRole("button", { name: "In transit" }).click();
  await expectToast(page, "Return updated");
  await expect(actions.getByRole("button")).toHaveText(["Receive…"]);

  await actions.getByRole("button", { name: "Receive…" }).click();
  const conditions = actions.getByRole("combobox", { name: /^Condition of/ });
  for (const select of await conditions.all()) await select.selectOption("resaleable");
  await actions.getByRole("button", { name: "Mark received" }).click();
  await expect(actions.getByRole("button")).toHaveText(["Close", "Refund…"]);
  await expect(dialog.getByText("Refund offer")).toBeVisible();

  await actions.getByRole("button", { name: "Refund…" }).click();
  await actions.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(actions.getByRole("button")).toHaveText(["Close"]);
  await expect(dialog.getByText("Refunded", { exact: true }).first()).toBeVisible();

  await dialog.getByRole("button", { name: "Close", exact: true }).first().click();
  await page.getByRole("searchbox", { name: "Return or order number" }).fill(orderNumber);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByTestId("return-row")).toHaveCount(1);
  await expect(page.getByTestId("return-row")).toContainText(/refunded/i);
});
