import { openInApp } from "./page-fixtures.ts";
import { basketLine, expectAddedDrawer, expectToast, openBasket } from "./products-fixtures.ts";
import { expect, type Page, test } from "./test.ts";

test("the first size is chosen, the total follows the 3 for £10 offer, and the line reaches the basket", async ({
  page,
}) => {
  await page.goto("/sports-socks");
  await expect(page.getByRole("heading", { level: 1, name: "Sports Socks" })).toBeVisible();
  await expect(page.getByText("Offer: 3 pairs for £10.00")).toBeVisible();
  await expect(page.getByText("£5.00 a pair")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Small" })).toBeChecked();

  const total = page.getByTestId("socks-total");
  const minus = page.getByRole("button", { name: "Decrease quantity" });
  const plus = page.getByRole("button", { name: "Increase quantity" });
  await expect(total).toHaveText("£5.00");
  await expect(minus).toBeDisabled();
  await plus.click();
  await expect(total).toHaveText("£10.00");
  await plus.click();
  await expect(total).toHaveText("£10.00");
  await expect(page.getByText("You save £5.00")).toBeVisible();
  await plus.click();
  await expect(total).toHaveText("£15.00");
  await minus.click();
  await expect(total).toHaveText("£10.00");

  await page.getByRole("radio", { name: "Large" }).click();
  await page.getByRole("button", { name: "Add to Basket" }).click();
  await expectAddedDrawer(page, "Sports Socks");
  const line = await basketLine(page, "Sports Socks");
  await expect(line).toContainText("Size: Large (EU 41-44)");
  // The line is 3 × £5; the offer is its own line, taken off the subtotal.
  await expect(line).toContainText("£15.00");
  const basket = page.getByRole("dialog", { name: "Your Basket" });
  await expect(basket).toContainText("Socks offer (3 pairs for £10.00)-£5.00");
  await expect(basket).toContainText("Subtotal£10.00");
});

test("four pairs cost £15.00 in the basket too", async ({ page }) => {
  await page.goto("/sports-socks");
  const plus = page.getByRole("button", { name: "Increase quantity" });
  for (let i = 0; i < 3; i++) await plus.click();
  await expect(page.getByTestId("socks-total")).toHaveText("£15.00");
  await page.getByRole("button", { name: "Add to Basket" }).click();
  const line = await expectAddedDrawer(page, "Sports Socks");
  await expect(line).toContainText("Size: Small (EU 35-37.5)");
  await expect(line).toContainText("£20.00");
  await expect(page.getByRole("dialog", { name: "Your Basket" })).toContainText("Subtotal£15.00");
});

test("pairs of different sizes count together: 2 Small + 1 Medium cost £10.00", async ({ page }) => {
  await page.goto("/sports-socks");
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add to Basket" }).click();
  await expectAddedDrawer(page, "Sports Socks");
  await page.getByRole("button", { name: "Continue shopping" }).click();
  await page.getByRole("radio", { name: "Medium" }).click();
  await page.getByRole("button", { name: "Decrease quantity" }).click();
  await page.getByRole("button", { name: "Add to Basket" }).click();
  const basket = await openBasket(page);
  await expect(basket).toContainText("Size: Medium (EU 38-40.5)");
  await expect(basket).toContainText("Socks offer (3 pairs for £10.00)-£5.00");
  await expect(basket).toContainText("Subtotal£10.00");
});

test("the sizing table lists every size with its EU range", async ({ page }) => {
  await page.goto("/sports-socks");
  const table = page.getByRole("table", { name: "Sock sizes and the EU shoe sizes they fit" });
  for (const [size, eu] of [
    ["Small", "35-37.5"],
    ["Medium", "38-40.5"],
    ["Large", "41-44"],
    ["XL", "44.5-47"],
    ["XXL", "47.5-51"],
  ]) {
    await expect(table.getByRole("row", { name: `${size} ${eu}` })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Care instructions" })).toBeVisible();
});

/**
 * Resolves once React has run the effects of what it last committed (it runs them from a posted
 * message; this one is posted after it), so the carousel's timer is set before the clock moves.
 */
const effectsRun = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );

test("the carousel advances every 4 s, wraps, and pauses while hovered or focused", async ({ page }) => {
  await page.clock.install();
  await page.goto("/sports-socks");
  const carousel = page.getByTestId("sock-carousel");
  const dot = (n: number) => carousel.getByRole("button", { name: `Show image ${n}` });
  await expect(dot(1)).toHaveAttribute("aria-current", "true");
  // From here time moves only when the test moves it: a slow machine's own seconds must not turn the
  // slides. Hovering first keeps the jump to the paused time from turning one.
  await carousel.hover();
  await expect(carousel).toHaveAttribute("data-rotating", "false");
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
  await dot(1).click();
  const leave = async () => {
    await page.getByRole("heading", { level: 1 }).click();
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute("data-rotating", "true");
    await effectsRun(page);
  };
  await leave();

  await page.clock.runFor(3999);
  await expect(dot(1)).toHaveAttribute("aria-current", "true");
  await page.clock.runFor(1);
  await expect(dot(2)).toHaveAttribute("aria-current", "true");

  await carousel.hover();
  await expect(carousel).toHaveAttribute("data-rotating", "false");
  await page.clock.runFor(12_000);
  await expect(dot(2)).toHaveAttribute("aria-current", "true");
  await page.mouse.move(0, 0);
  await expect(carousel).toHaveAttribute("data-rotating", "true");
  await effectsRun(page);
  await page.clock.runFor(4000);
  await expect(dot(3)).toHaveAttribute("aria-current", "true");

  // Keyboard: the dots, prev and next; focus inside pauses, and the last image wraps to the first.
  await dot(6).focus();
  await page.keyboard.press("Enter");
  await expect(dot(6)).toHaveAttribute("aria-current", "true");
  await page.clock.runFor(8000);
  await expect(dot(6)).toHaveAttribute("aria-current", "true");
  await carousel.getByRole("button", { name: "Next image" }).click();
  await expect(dot(1)).toHaveAttribute("aria-current", "true");
  await carousel.getByRole("button", { name: "Previous image" }).click();
  await expect(dot(6)).toHaveAttribute("aria-current", "true");
  await leave();
  await page.clock.runFor(4000);
  await expect(dot(1)).toHaveAttribute("aria-current", "true");
});

test("no size gives the size toast", async ({ page }) => {
  await page.route("**/api/sock-sizes", (route) => route.fulfill({ json: [] }));
  await openInApp(page, "/sports-socks");
  await page.getByRole("button", { name: "Add to Basket" }).click();
  await expectToast(
    page,
    "Please select a size",
    "You must select a sock size before adding to your basket.",
  );
});

test("a failed load shows the error toast and the not-found view", async ({ page }) => {
  await page.route("**/api/products", (route) => route.fulfill({ status: 500, json: { message: "boom" } }));
  await openInApp(page, "/sports-socks");
  await expectToast(page, "Error", "Product information could not be loaded. Please try again later.");
  await expect(page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
  await expect(
    page.getByText(
      "The Sports Socks product information could not be loaded. Please try again later or contact support.",
    ),
  ).toBeVisible();
});

test("Need Help opens a chat widget already on the page", async ({ page }) => {
  await page.goto("/sports-socks");
  await page.evaluate(() => {
    const w = window as Window & { __shopChatReady?: boolean; __chatOpened?: number };
    w.__shopChatReady = true;
    w.__chatOpened = 0;
    window.addEventListener("shop:open-chat", () => {
      w.__chatOpened = (w.__chatOpened ?? 0) + 1;
    });
  });
  await page.getByRole("button", { name: "Need Help?" }).click();
  expect(await page.evaluate(() => (window as Window & { __chatOpened?: number }).__chatOpened)).toBe(1);
  await expect(page).toHaveURL(/\/sports-socks$/);
});

test("Need Help with no chat on the page loads the chat here, open and ready to type", async ({ page }) => {
  await page.goto("/sports-socks");
  await expect(page.getByRole("heading", { level: 1, name: "Sports Socks" })).toBeVisible();
  await page.getByRole("button", { name: "Need Help?" }).click();
  const chat = page.getByRole("region", { name: "Live chat support" });
  await expect(chat).toBeVisible();
  await expect(chat.getByRole("textbox", { name: "Type your message" })).toBeFocused();
  await expect(page).toHaveURL(/\/sports-socks$/);
  await chat.getByRole("button", { name: "Close chat" }).click();
  await page.getByRole("button", { name: "Need Help?" }).click();
  await expect(chat).toBeVisible();
});

test("Need Help goes to the support page when the chat cannot be loaded", async ({ page }) => {
  await page.route(/\/assets\/ChatWidget-[\w-]+\.js$/, (route) => route.abort());
  await page.goto("/sports-socks");
  await expect(page.getByRole("heading", { level: 1, name: "Sports Socks" })).toBeVisible();
  await page.getByRole("button", { name: "Need Help?" }).click();
  await expect(page).toHaveURL(/\/support$/);
});
