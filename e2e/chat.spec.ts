import { expect, expectToast, signIn, unique } from "./admin-fixtures.ts";
import { type Page, test } from "./test.ts";

test.describe.configure({ timeout: 120_000 });

async function openShopperChat(page: Page) {
  await page.goto("/support");
  await page.getByRole("button", { name: "Start a live chat" }).click();
  const chat = page.getByRole("region", { name: "Live chat support" });
  await expect(chat.getByRole("status").filter({ hasText: "Connected" })).toBeVisible();
  return chat;
}

async function openConsole(page: Page) {
  await page.goto("/admin?tab=websocket");
  const log = page.getByRole("log", { name: "Message history" });
  await expect(log).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Connected$/ })).toBeVisible();
  return log;
}

test("a shopper on /support and an admin in the WebSocket Admin tab chat; history survives reloads", async ({
  browser,
  request,
}) => {
  const shopperContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const admin = await adminContext.newPage();
  await signIn(admin, request);

  const chat = await openShopperChat(shopper);
  const conversationId = await shopper.evaluate(() => localStorage.getItem("shop:chat-conversation"));
  expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);
  const log = await openConsole(admin);

  const question = unique("Do you ship to Ireland? ");
  // A blank message is not sent.
  const shopperInput = chat.getByLabel("Type your message");
  await shopperInput.fill("   ");
  await expect(chat.getByRole("button", { name: "Send" })).toBeDisabled();
  await shopperInput.fill(question);
  await shopperInput.press("Enter");
  await expect(chat.getByText(question)).toBeVisible();
  await expect(shopperInput).toHaveValue("");

  await expect(log.getByText(question)).toBeVisible();
  await expect(admin.getByLabel("Reply to", { exact: true })).toContainText(
    `#${conversationId?.slice(0, 8)}`,
  );
  const answer = unique("Yes, for £10. ");
  await admin.getByLabel("Type a reply").fill(answer);
  await admin.getByRole("button", { name: "Send" }).click();
  await expect(log.getByText(answer)).toHaveCount(1);
  await expect(chat.getByText(answer)).toBeVisible();

  await shopper.reload();
  const again = await openShopperChat(shopper);
  await expect(again.getByText(question)).toBeVisible();
  await expect(again.getByText(answer)).toBeVisible();
  expect(await shopper.evaluate(() => localStorage.getItem("shop:chat-conversation"))).toBe(conversationId);

  await admin.reload();
  const log2 = await openConsole(admin);
  await expect(log2.getByText(question)).toBeVisible();
  await expect(log2.getByText(answer)).toHaveCount(1);

  await admin.getByRole("button", { name: "Clear History" }).click();
  await expectToast(admin, "Messages cleared");
  await expect(log2.getByText(question)).toHaveCount(0);
  await admin.getByRole("button", { name: "Reconnect" }).click();
  await expect(admin.getByRole("status").filter({ hasText: /^Connected$/ })).toBeVisible();
  await expect(log2.getByText(question)).toHaveCount(0);

  await shopperContext.close();
  await adminContext.close();
});

test("the admin console cannot send while disconnected", async ({ page, request }) => {
  await signIn(page, request);
  // Every WebSocket this page opens fails, so the console never connects.
  await page.routeWebSocket(/\/ws/, (ws) => ws.close());
  await page.goto("/admin?tab=websocket");
  await expect(page.getByRole("status").filter({ hasText: /^(Disconnected|Reconnecting)$/ })).toBeVisible();
  await page.getByLabel("Type a reply").fill("Hello?");
  await page.getByRole("button", { name: "Send" }).click();
  await expectToast(page, "Failed to send", "Could not send your message. Please check your connection.");
  await expect(page.getByLabel("Type a reply")).toHaveValue("Hello?");
});
