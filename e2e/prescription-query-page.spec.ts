import { adminToken, bearer, createPaidOrder, expect, signIn } from "./admin-fixtures.ts";
import { outboxFor, uniqueEmail } from "./checkout-fixtures.ts";
import { expectNoHorizontalScroll, expectNoSeriousViolations, skipCookieBanner } from "./page-fixtures.ts";
import {
  eyeTestDate,
  fillEyeTestDate,
  fillRequired,
  PNG_BYTES,
  submitButton,
  uploadInput,
} from "./prescription-form-fixtures.ts";
import { test } from "./test.ts";

test("a forged question link says it does not work and points to the contact page", async ({ page }) => {
  const answer = page.waitForResponse((res) => res.url().includes("/api/prescription-query?q="));
  await page.goto("/prescription-query?q=forged.token");
  expect((await answer).status()).toBe(403);
  await expect(
    page.getByRole("heading", { level: 1, name: "A question about your prescription" }),
  ).toBeVisible();
  const problem = page.getByTestId("query-link-problem");
  await expect(problem).toContainText("This link does not work");
  await expect(problem.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/support");
  await expect(page.getByRole("button", { name: "My prescription is correct as sent" })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test("a link without its token says so without asking the server", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/prescription-query");
  await expect(page.getByTestId("query-link-problem")).toContainText("This link does not work");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

/** The path and query of the newest link to the shop's question in the shopper's email. */
function questionLink(email: string): string | null {
  const links = outboxFor(email).flatMap((mail) => [
    ...mail.matchAll(/https?:\/\/[^\s"<>]+\/prescription-query\?q=[^\s"<>]+/g),
  ]);
  const last = links.at(-1)?.[0];
  if (!last) return null;
  const url = new URL(last.replaceAll("&amp;", "&"));
  return `${url.pathname}${url.search}`;
}

function prescriptionFormLink(email: string): string | null {
  const mail = outboxFor(email).find((m) => /^Subject: Order confirmation /m.test(m));
  const url = mail ? /Send your prescription (http\S+)/.exec(mail)?.[1] : undefined;
  if (!url) return null;
  const link = new URL(url);
  return `${link.pathname}${link.search}`;
}

test("a shopper answers the shop's question with a corrected prescription, and the order is checked again", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await skipCookieBanner(page);
  const email = uniqueEmail("rx-query");
  const order = await createPaidOrder(request, { name: "Quinn Query", email }, [
    { productId: 2, quantity: 1, colorId: 2, lensTypeId: 12 },
  ]);
  const headers = bearer(await adminToken(request));
  const workUrl = `/api/admin/prescription-work/${order.orderId}`;
  const stage = async () =>
    ((await (await request.get(workUrl, { headers })).json()) as { status: string }).status;
  expect(await stage()).toBe("awaiting_prescription");

  // The prescription arrives through the confirmation email's link.
  await expect.poll(() => prescriptionFormLink(email), { timeout: 20_000 }).not.toBeNull();
  await page.goto(prescriptionFormLink(email) as string);
  await page.getByLabel("Phone Number").fill("+44 7700 900456");
  await page.getByLabel("Pupillary Distance (mm)").fill("62");
  await fillEyeTestDate(page);
  await page.getByRole("tab", { name: "Upload Prescription" }).click();
  await uploadInput(page).setInputFiles({ name: "rx.png", mimeType: "image/png", buffer: PNG_BYTES });
  await submitButton(page).click();
  await expect(page.getByTestId("prescription-received")).toBeVisible();
  await expect.poll(stage).toBe("awaiting_verification");

  // The shop asks a question; the shopper follows the email's link.
  const message = "The photo's left cylinder reads -0.25, the typed one -2.50. Which is right?";
  const asked = await request.post(`${workUrl}/query`, { headers, data: { message } });
  expect(asked.status(), await asked.text()).toBe(200);
  await expect.poll(() => questionLink(email), { timeout: 20_000 }).not.toBeNull();

  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(questionLink(email) as string);
  await expect(page.getByTestId("query-order")).toHaveText(`Order ${order.orderNumber}`);
  await expect(page.getByTestId("query-message")).toHaveText(message);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousViolations(page);

  await page.getByRole("button", { name: "Send a corrected prescription" }).click();
  await fillRequired(page, email);
  await page.getByRole("tab", { name: "Upload Prescription" }).click();
  await uploadInput(page).setInputFiles({ name: "rx.png", mimeType: "image/png", buffer: PNG_BYTES });
  const sent = page.waitForResponse("**/api/prescription-query/correct");
  await submitButton(page).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByTestId("query-answered")).toContainText("We will check it again");
  await expectNoHorizontalScroll(page);
  await expect.poll(stage).toBe("awaiting_verification");

  // The same link again: the question is answered.
  await page.reload();
  await expect(page.getByTestId("query-link-problem")).toContainText("already been answered");

  // The admin's work page shows the answer, and the order can be verified again.
  await signIn(page, request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin?tab=prescription-work&stage=awaiting_verification");
  await page.getByRole("link", { name: order.orderNumber }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(page.getByTestId("work-stage")).toHaveText("Awaiting verification");
  await expect(page.getByText("The shopper sent a corrected prescription")).toBeVisible();
  await expect(page.getByRole("img", { name: "Prescription uploaded by Alex Runner" })).toBeVisible();
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByTestId("work-stage")).toHaveText("Verified");
  await expectNoSeriousViolations(page);
});

test("the admin checks the lenses back from the lab on the work page and sees each field's result", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await skipCookieBanner(page);
  const email = uniqueEmail("rx-qc");
  const order = await createPaidOrder(request, { name: "Quentin Check", email }, [
    { productId: 2, quantity: 1, colorId: 2, lensTypeId: 12 },
  ]);
  await expect.poll(() => prescriptionFormLink(email), { timeout: 20_000 }).not.toBeNull();
  const token = new URL(prescriptionFormLink(email) as string, "http://shop").searchParams.get("order") ?? "";
  const sent = await request.post("/api/prescriptions", {
    multipart: {
      fullName: "Quentin Check",
      email,
      phone: "+44 7700 900789",
      odDistanceSphere: "-2.25",
      osDistanceSphere: "-2.00",
      pupillaryDistance: "63",
      eyeTestDate: eyeTestDate(),
      notes: "",
      uploadType: "manual",
      order: token,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const headers = bearer(await adminToken(request));
  const workUrl = `/api/admin/prescription-work/${order.orderId}`;
  for (const action of ["verify", "send-to-lab", "lenses-back"]) {
    const moved = await request.post(`${workUrl}/${action}`, { headers });
    expect(moved.status(), `${action}: ${await moved.text()}`).toBe(200);
  }

  await signIn(page, request);
  await page.goto(`/admin/prescriptions/${order.orderId}`);
  await expect(page.getByTestId("work-stage")).toHaveText("Quality check");
  await page.getByRole("button", { name: "Quality check" }).click();
  const right = page.getByRole("group", { name: "Right eye (OD)" });
  const left = page.getByRole("group", { name: "Left eye (OS)" });
  await right.getByLabel("Sphere", { exact: true }).fill("-2.25");
  await right.getByLabel("Optical centre from bridge centre (mm)").fill("31.5");
  await left.getByLabel("Sphere", { exact: true }).fill("-1.50");
  await left.getByLabel("Optical centre from bridge centre (mm)").fill("31.5");
  await page.getByRole("button", { name: "Check the lenses" }).click();

  const result = page.getByRole("region", { name: "Quality check result" });
  await expect(result.getByTestId("qc-overall")).toHaveText("Overall: Fail");
  await expect(result.getByRole("row").filter({ hasText: "Out of tolerance" }).first()).toContainText("Left");
  await expectNoSeriousViolations(page);
});
