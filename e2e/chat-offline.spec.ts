import { adminToken, bearer, expect, unique } from "./admin-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { test } from "./test.ts";

test.describe.configure({ timeout: 90_000 });

test("with nobody online the chat widget says so, and a message left there lands as a contact message", async ({
  page,
  request,
}) => {
  await skipCookieBanner(page);
  await page.goto("/support");
  await page.getByRole("button", { name: "Start a live chat" }).click();
  const chat = page.getByRole("region", { name: "Live chat support" });
  await expect(chat.getByText("Nobody from the shop is online right now")).toBeVisible({ timeout: 20_000 });

  const form = chat.getByRole("form", { name: "Leave a message" });
  const text = unique("Do the lenses fit a helmet? ");
  await form.getByLabel("Your name").fill("Lee Rider");
  await form.getByLabel("Your email").fill("lee@example.com");
  await form.getByLabel("Your message").fill(text);
  await form.getByRole("button", { name: "Leave message" }).click();
  await expect(chat.getByRole("status").filter({ hasText: "Your message has reached us" })).toBeVisible();

  const token = await adminToken(request);
  const res = await request.get("/api/contact-messages", { headers: bearer(token) });
  const messages = (await res.json()) as { message: string; email: string; source: string; name: string }[];
  expect(messages.find((m) => m.message === text)).toMatchObject({
    name: "Lee Rider",
    email: "lee@example.com",
    source: "chat-offline",
  });
});
