import { skipCookieBanner } from "./page-fixtures.ts";
import { expect, test } from "./test.ts";

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

test("the contact form explains what is missing, then sends and stores the message", async ({
  page,
  request,
}) => {
  await page.goto("/support");
  await expect(page.getByRole("heading", { level: 1, name: "Customer Support" })).toBeVisible();
  await expect(page.locator("#support-chat")).toBeAttached();
  await expect(page.getByRole("link", { name: /^Orders and delivery/ })).toHaveAttribute("href", "/faq");

  const send = page.getByRole("button", { name: "Send message" });
  await send.click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Subject is required")).toBeVisible();
  await expect(page.getByText("Message is required")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name" })).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");

  const subject = `Lens question ${Date.now()}`;
  await page.getByRole("textbox", { name: "Name" }).fill("Sam Runner");
  await page.getByRole("textbox", { name: "Email" }).fill("not-an-email");
  await expect(page.getByText("Name is required")).toBeHidden();
  await send.click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await page.getByRole("textbox", { name: "Email" }).fill("sam.runner@example.com");
  await page.getByRole("textbox", { name: "Subject" }).fill(subject);
  await page.getByRole("textbox", { name: "Message" }).fill("Which lens is best for\nwinter trail running?");
  await send.click();
  await expect(page.getByText("Thank you, your message has been sent.")).toBeVisible();
  await expect(page.getByText("We'll reply to sam.runner@example.com within one working day.")).toBeVisible();

  const login = await request.post("/api/login", {
    data: { username: "admin", password: "e2e-admin-password" },
  });
  const { token } = (await login.json()) as { token: string };
  const list = await request.get("/api/contact-messages", { headers: { Authorization: `Bearer ${token}` } });
  expect(list.ok()).toBe(true);
  const stored = ((await list.json()) as Array<Record<string, string>>).find((m) => m.subject === subject);
  expect(stored).toMatchObject({
    name: "Sam Runner",
    email: "sam.runner@example.com",
    message: "Which lens is best for\nwinter trail running?",
    source: "support",
    status: "unread",
  });
});

test("a failed send shows an error toast and keeps what was typed", async ({ page }) => {
  await page.route("**/api/contact-messages", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: '{"message":"Service unavailable"}',
    }),
  );
  await page.goto("/support");
  await page.getByRole("textbox", { name: "Name" }).fill("Sam Runner");
  await page.getByRole("textbox", { name: "Email" }).fill("sam@example.com");
  await page.getByRole("textbox", { name: "Subject" }).fill("Hello");
  await page.getByRole("textbox", { name: "Message" }).fill("Are you open on Saturdays?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message not sent", { exact: true })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Are you open on Saturdays?");
});

test("the popup variant is compact and holds the live chat", async ({ page }) => {
  await page.setViewportSize({ width: 420, height: 650 });
  await page.goto("/support?popup=1");
  await expect(page.getByRole("heading", { level: 1, name: "Customer Support" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(
    page.locator("#support-chat").getByRole("region", { name: "Live chat support" }),
  ).toBeVisible();
  await page.getByText("Prefer e-mail? Send us a message").click();
  await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();
});
