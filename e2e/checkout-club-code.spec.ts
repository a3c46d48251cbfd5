import {
  addSunglassesFromHome,
  CARDS,
  expectConfirmation,
  fillCard,
  fillShipping,
  openCheckout,
  outboxFor,
  paidOrdersOf,
  uniqueEmail,
} from "./checkout-fixtures.ts";
import { expect, test } from "./test.ts";

test("a club member's personal code applies at checkout only with the member's email", async ({
  page,
  request,
}) => {
  const member = uniqueEmail("member");
  const signup = await request.post("/api/discount-signup", { data: { firstName: "Mo", email: member } });
  expect(signup.status()).toBe(200);
  await expect.poll(() => outboxFor(member).length).toBe(1);
  const code = outboxFor(member)[0]?.match(/CLUB-[A-HJKMNP-Z2-9]{6}/)?.[0] ?? "";
  expect(code).toMatch(/^CLUB-/);

  await addSunglassesFromHome(page);
  await openCheckout(page);
  const error = page.locator("#checkout-discount-error");
  await page.getByLabel("Discount code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(error).toHaveText(/personal club code: enter the email address it was sent to/);

  await fillShipping(page, uniqueEmail("someone-else"));
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(error).toHaveText("This is a personal club code for another email address");
  await expect(page.getByRole("button", { name: "Complete Order - £75.00" })).toBeVisible();

  await page.getByLabel("Email", { exact: true }).fill(member);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("button", { name: "Complete Order - £67.50" })).toBeVisible();
  await fillCard(page, CARDS.success);
  await page.getByRole("button", { name: "Complete Order - £67.50" }).click();
  await expectConfirmation(page, "£67.50");
  await expect.poll(async () => (await paidOrdersOf(request, member)).length).toBe(1);
  const [order] = await paidOrdersOf(request, member);
  expect(order).toMatchObject({ total: "67.50", discountCode: code });
});
