import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/**
 * A server-rendered page is on screen before its JavaScript runs, and a click then does nothing. A person
 * waits the moment it takes to come alive; so does every test: after each navigation, until the page has
 * hydrated and takes input itself (`data-hydrated` on <html>, set by src/web/early-input/replay.ts) or was not server-rendered at all.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById("ssr-data") || document.documentElement.hasAttribute("data-hydrated"),
    undefined,
    { timeout: 20_000 },
  );
}

const wrapped = new WeakSet<Page>();

function waitsForHydration(page: Page): void {
  if (wrapped.has(page)) return;
  wrapped.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  const then = async <T>(navigation: Promise<T>): Promise<T> => {
    const response = await navigation;
    await hydrated(page);
    return response;
  };
  Object.assign(page, {
    goto: (...args: Parameters<Page["goto"]>) => then(goto(...args)),
    reload: (...args: Parameters<Page["reload"]>) => then(reload(...args)),
    goBack: (...args: Parameters<Page["goBack"]>) => then(goBack(...args)),
    goForward: (...args: Parameters<Page["goForward"]>) => then(goForward(...args)),
  });
}

export const test = base.extend<object, object>({
  context: async ({ context }, use) => {
    context.on("page", waitsForHydration);
    await use(context);
  },
  // The contexts and pages a test opens itself (two shoppers, an admin beside a shopper).
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      Object.assign(browser, {
        newContext: async (...args: Parameters<typeof newContext>) => {
          const context = await newContext(...args);
          context.on("page", waitsForHydration);
          return context;
        },
        newPage: async (...args: Parameters<typeof newPage>) => {
          const page = await newPage(...args);
          waitsForHydration(page);
          return page;
        },
      });
      await use(browser);
    },
    { scope: "worker" },
  ],
});
