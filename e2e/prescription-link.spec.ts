import { expect, expectToast, openTab, signIn } from "./admin-fixtures.ts";
import {
  CARDS,
  expectConfirmation,
  expectNoSeriousViolations,
  fillCard,
  orderPrescriptionPro,
  outboxFor,
  paidOrdersOf,
  uniqueEmail,
} from "./checkout-fixtures.ts";
import { fillEyeTestDate, PNG_BYTES, submitButton, uploadInput } from "./prescription-form-fixtures.ts";
import { test } from "./test.ts";

test.describe.configure({ timeout: 150_000 });

/** The path and query of the confirmation email's "Send your prescription" link. */
function sendPrescriptionLink(email: string): string | null {
  const mail = outboxFor(email).find((m) => /^Subject: Order confirmation /m.test(m));
  const url = mail ? /Send your prescription (http\S+)/.exec(mail)?.[1] : undefined;
  if (!url) return null;
  const link = new URL(url);
  return `${link.pathname}${link.search}`;
}

test("a prescription sent through the confirmation email's link reaches the admin's order view", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("rx-link");
  await orderPrescriptionPro(page, {
    vision: "Single Vision",
    lens: "Clear",
    mirror: "None",
    total: "£120.00",
  });
  await page.getByLabel("Full name").fill("Lena Linked");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone").fill("+44 7700 900456");
  await page.getByLabel("Address").fill("2 Optic Lane");
  await page.getByLabel("City").fill("York");
  await page.getByLabel("Postcode").fill("YO1 7HH");
  await fillCard(page, CARDS.success);
  await page.getByRole("button", { name: "Complete Order - £120.00" }).click();

  await expectConfirmation(page, "£120.00");
  const orderNumber = (await page.getByTestId("order-number").textContent()) ?? "";
  await expect(page.getByRole("link", { name: "Send your prescription" })).toHaveAttribute(
    "href",
    /^\/prescription-form\?order=p1\./,
  );
  await expectNoSeriousViolations(page);

  // The confirmation email carries the same kind of link; the buyer follows it.
  await expect.poll(() => sendPrescriptionLink(email), { timeout: 20_000 }).not.toBeNull();
  await page.goto(sendPrescriptionLink(email) as string);
  await expect(page.getByRole("heading", { level: 1, name: "Prescription Details" })).toBeVisible();
  await expect(page.getByTestId("prescription-order")).toHaveText(`For order ${orderNumber}`);
  await expect(page.getByLabel("Full Name")).toHaveValue("Lena Linked");
  await expect(page.getByLabel("Email Address")).toHaveValue(email);
  await expectNoSeriousViolations(page);

  await page.getByLabel("Phone Number").fill("+44 7700 900456");
  await page.getByLabel("Pupillary Distance (mm)").fill("62");
  await fillEyeTestDate(page);
  await page.getByRole("tab", { name: "Upload Prescription" }).click();
  await uploadInput(page).setInputFiles({ name: "rx.png", mimeType: "image/png", buffer: PNG_BYTES });
  const answer = page.waitForResponse("**/api/prescriptions");
  await submitButton(page).click();
  expect((await answer).status()).toBe(201);
  await expectToast(page, "Prescription Submitted", `We have your prescription for order ${orderNumber}.`);
  const received = page.getByTestId("prescription-received");
  await expect(received).toContainText("We have your prescription");
  await expect(page.getByRole("button", { name: "Submit Prescription" })).toHaveCount(0);

  // The buyer is emailed that it arrived, without its values; reopening the link shows it received.
  await expect
    .poll(() => outboxFor(email).find((m) => /^Subject: We have your prescription for order /m.test(m)), {
      timeout: 20_000,
    })
    .toContain(orderNumber);
  const receivedMail = outboxFor(email).find((m) => /^Subject: We have your prescription/m.test(m)) ?? "";
  expect(receivedMail).toContain("What happens next");
  expect(receivedMail).not.toContain("Pupillary");
  await page.goto(sendPrescriptionLink(email) as string);
  await expect(page.getByTestId("prescription-order")).toHaveText(`For order ${orderNumber}`);
  await expect(received).toContainText(`We received the prescription for order ${orderNumber} on`);
  await expect(received).toContainText("What happens next");
  await expect(received.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(page.getByLabel("Full Name")).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // The admin's order view shows it, and its file opens through the short-lived signed link.
  const [order] = await paidOrdersOf(request, email);
  expect(order).toBeDefined();
  await signIn(page, request);
  await openTab(page, "Orders");
  await page
    .locator(`tr[data-order-id="${order?.id}"]`)
    .getByRole("button", { name: /view details/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Order Details" });
  const panel = dialog.getByTestId("order-prescriptions");
  await expect(panel).toContainText("Current");
  await expect(panel).toContainText("62");
  await expect(panel).toContainText("sent through the order's link");
  const preview = panel.getByRole("img", { name: "Prescription uploaded by Lena Linked" });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  const signed = page.waitForResponse(
    (res) => res.url().includes("/api/prescription-files/") && res.request().method() === "GET",
  );
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    panel.getByRole("button", { name: "View File" }).click(),
  ]);
  const file = await signed;
  expect(file.status()).toBe(200);
  expect(file.url()).toMatch(/\/api\/prescription-files\/[^?]+\?expires=\d+&sig=[\w-]{43}$/);
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/^blob:/);
  const image = tab.locator("img");
  await expect(image).toHaveCount(1);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // The Prescriptions tab names the order.
  await tab.close();
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await page.getByRole("tab", { name: "Prescriptions", exact: true }).click();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByTestId("prescription-orders")).toHaveText(orderNumber);
});
