import { londonTodayInput, ukWeekdayDateText } from "#shared/dates.ts";
import { formatPence, parseDecimalToPence } from "#shared/money.ts";
import { addDays } from "#shared/returns/days.ts";
import { Overview, type OverviewGrouping } from "#shared/schemas/overview.ts";
import {
  bearer,
  createPaidOrder,
  expect,
  expectNoSeriousViolations,
  signIn,
  unique,
} from "./admin-fixtures.ts";
import { expectNoHorizontalScroll, skipCookieBanner } from "./page-fixtures.ts";
import { type APIRequestContext, type Page, test } from "./test.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const OVERVIEW = "/api/admin/reports/overview";

async function overviewOf(
  request: APIRequestContext,
  token: string,
  from: string,
  to: string,
  grouping: OverviewGrouping,
) {
  const res = await request.get(`${OVERVIEW}?${new URLSearchParams({ from, to, grouping })}`, {
    headers: bearer(token),
  });
  expect(res.status(), await res.text()).toBe(200);
  return Overview.parse(await res.json());
}

/** The table view's rows as the answer gives them: each bucket's day, its figures and the period before's. */
const rowsOf = (answer: Overview) =>
  answer.series.map((p) => [
    ukWeekdayDateText(p.start, { withYear: true }),
    formatPence(p.revenuePence),
    formatPence(p.previousRevenuePence),
    String(p.orders),
    String(p.previousOrders),
  ]);

const seriesTable = (page: Page, grouping: OverviewGrouping) =>
  page.getByRole("table", { name: `Revenue and orders by ${grouping}` });

const tableRows = (page: Page, grouping: OverviewGrouping) =>
  seriesTable(page, grouping)
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll("th, td")].map((c) => c.textContent)));

const headline = (page: Page, label: string) =>
  page
    .getByTestId("overview-headlines")
    .locator("div")
    .filter({ has: page.locator("dt").getByText(label, { exact: true }) })
    .locator("dd")
    .first();

const revenueOf = (answer: Overview) => answer.series.reduce((sum, p) => sum + p.revenuePence, 0);

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`the owner reads today's sales on the overview, as charts and as a table (${device})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const token = await signIn(page, request);
    await skipCookieBanner(page);
    const today = londonTodayInput();
    const before = await overviewOf(request, token, today, today, "day");
    const order = await createPaidOrder(request, {
      name: "Overview Runner",
      email: `${unique("overview")}@example.com`,
    });
    // The order this test paid counts today, whatever other tests pay meanwhile.
    const after = await overviewOf(request, token, today, today, "day");
    expect(after.current.orders).toBeGreaterThanOrEqual(before.current.orders + 1);
    expect(revenueOf(after)).toBeGreaterThanOrEqual(
      revenueOf(before) + (parseDecimalToPence(order.total) ?? Number.NaN),
    );

    // The owner's dashboard opens on the overview.
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Overview", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("heading", { name: "Sales overview" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Period" })).toHaveValue("last_30_days");

    await page.getByRole("combobox", { name: "Period" }).selectOption({ label: "Today" });
    await expect(page).toHaveURL(/[?&]period=today(&|$)/);
    await expect(page.getByRole("combobox", { name: "Chart bars by" })).toHaveValue("day");
    const revenueChart = page.getByRole("img", { name: /^Revenue by day from / });
    await expect(revenueChart).toBeVisible();
    await expect(revenueChart.locator("svg.recharts-surface")).toBeVisible();
    await expect(page.getByRole("img", { name: /^Orders by day from / })).toBeVisible();
    await expectNoSeriousViolations(page);
    if (device === "phone") await expectNoHorizontalScroll(page);

    // The table view: the same numbers as the API gives, our order among them. Other tests pay orders
    // meanwhile, so the screen and the answer are read again until nothing was paid between them.
    await page.getByRole("button", { name: "Show as table" }).click();
    await expect(page.getByRole("button", { name: "Show as table" })).toHaveAttribute("aria-pressed", "true");
    await expect(seriesTable(page, "day")).toBeVisible();
    await expect(revenueChart).toHaveCount(0);
    await expect(async () => {
      const answer = await overviewOf(request, token, today, today, "day");
      await page.reload();
      await expect(page.getByRole("combobox", { name: "Period" })).toHaveValue("today");
      await expect(page.getByTestId("overview-headlines")).toBeVisible();
      expect(await tableRows(page, "day")).toEqual(rowsOf(answer));
      expect(answer.current.orders).toBeGreaterThanOrEqual(after.current.orders);
      await expect(headline(page, "Orders")).toHaveText(answer.current.orders.toLocaleString("en-GB"));
      await expect(headline(page, "Gross sales")).toHaveText(formatPence(answer.current.grossPence));
    }).toPass({ timeout: 60_000 });
    await page.getByRole("button", { name: "Show as table" }).click();
    await expect(seriesTable(page, "day")).toBeVisible();
    await expectNoSeriousViolations(page);
    if (device === "phone") await expectNoHorizontalScroll(page);

    // By week over chosen days: the address keeps them through a reload.
    const from = addDays(today, -20);
    await page.getByRole("combobox", { name: "Chart bars by" }).selectOption("week");
    await page.getByLabel("From", { exact: true }).fill(from);
    await expect(page).toHaveURL(new RegExp(`[?&]from=${from}&to=${today}`));
    await expect(page.getByRole("combobox", { name: "Period" })).toHaveValue("custom");
    await page.reload();
    await expect(page.getByLabel("From", { exact: true })).toHaveValue(from);
    await expect(page.getByLabel("To", { exact: true })).toHaveValue(today);
    await expect(page.getByRole("combobox", { name: "Chart bars by" })).toHaveValue("week");
    await expect(page.getByRole("img", { name: /^Revenue by week from / }).locator("svg")).toBeVisible();
    await expect(async () => {
      const answer = await overviewOf(request, token, from, today, "week");
      await page.reload();
      await expect(page.getByTestId("overview-headlines")).toBeVisible();
      expect(await tableRows(page, "week")).toEqual(rowsOf(answer));
    }).toPass({ timeout: 60_000 });
    if (device === "phone") await expectNoHorizontalScroll(page);

    // Days backwards are refused on the page, with nothing asked of the server.
    await page.getByLabel("To", { exact: true }).fill(addDays(from, -1));
    await expect(page.getByRole("alert")).toHaveText("to must be the same day as from or later");
    await expect(page.getByTestId("overview-headlines")).toHaveCount(0);
  });
}
