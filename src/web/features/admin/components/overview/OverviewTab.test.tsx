// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery, stubFetch } from "#web/features/admin/lib/render-with-query.tsx";
import { OverviewTab } from "./OverviewTab.tsx";
import { emptyOverview, overview } from "./overview-fixtures.ts";

// The chart itself needs a real browser's layout (the browser tests draw it); here its frame and table count.
vi.mock("./SalesChart.tsx", () => ({ default: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const OVERVIEW = "/api/admin/reports/overview";

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

function renderTab(now: string, path = "/admin", answer = overview) {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(now) });
  const urls = stubFetch((url, params) =>
    url.startsWith(OVERVIEW)
      ? Response.json(answer(params.get("from") ?? "", params.get("to") ?? ""))
      : Response.json({}),
  );
  renderWithQuery(
    <>
      <OverviewTab />
      <Address />
    </>,
    path,
  );
  return urls;
}

const asked = (from: string, to: string, grouping = "day") =>
  `${OVERVIEW}?${new URLSearchParams({ from, to, grouping })}`;
const period = () => screen.getByRole("combobox", { name: "Period" });
const address = () => new URLSearchParams(screen.getByTestId("address").textContent ?? "");
const choose = async (label: string, from: string, to: string, urls: string[], grouping = "day") => {
  fireEvent.change(period(), { target: { value: label } });
  await vi.waitFor(() => expect(urls.at(-1)).toBe(asked(from, to, grouping)));
};

describe("the overview's period", () => {
  it("reads London's day, not the browser's: just after midnight BST on 1 April", async () => {
    const urls = renderTab("2026-03-31T23:30:00Z");
    await screen.findByTestId("overview-headlines");
    // The last 30 days by default, by day, and nothing written to the address until the owner chooses.
    expect(urls).toEqual([asked("2026-03-03", "2026-04-01")]);
    expect(period()).toHaveProperty("value", "last_30_days");
    expect(screen.getByTestId("address").textContent).toBe("");

    await choose("today", "2026-04-01", "2026-04-01", urls);
    expect(address().get("period")).toBe("today");
    await choose("this_quarter", "2026-04-01", "2026-04-01", urls);
    // The same day as "Today" then: the picker shows the first preset it is.
    expect(period()).toHaveProperty("value", "today");
    await choose("this_month", "2026-04-01", "2026-04-01", urls);
  });

  it("works out the last 7 and 30 days, this month and this quarter, by week past 31 days", async () => {
    const urls = renderTab("2026-11-29T12:00:00Z");
    await screen.findByTestId("overview-headlines");
    await choose("last_7_days", "2026-11-23", "2026-11-29", urls);
    expect(address().get("period")).toBe("last_7_days");
    await choose("this_month", "2026-11-01", "2026-11-29", urls);
    await choose("this_quarter", "2026-10-01", "2026-11-29", urls, "week");
    expect(screen.getByRole("combobox", { name: "Chart bars by" })).toHaveProperty("value", "week");

    fireEvent.change(screen.getByRole("combobox", { name: "Chart bars by" }), { target: { value: "day" } });
    await vi.waitFor(() => expect(urls.at(-1)).toBe(asked("2026-10-01", "2026-11-29", "day")));
    expect(address().get("grouping")).toBe("day");
    // Asked already when the tab opened: the answer kept then serves it.
    fireEvent.change(period(), { target: { value: "last_30_days" } });
    expect(address().get("period")).toBe("last_30_days");
    expect(urls[0]).toBe(asked("2026-10-31", "2026-11-29"));
  });

  it("takes chosen days, and refuses them backwards without asking the server", async () => {
    const urls = renderTab("2026-11-29T12:00:00Z");
    await screen.findByTestId("overview-headlines");
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-10" } });
    await vi.waitFor(() => expect(urls.at(-1)).toBe(asked("2026-11-10", "2026-11-29")));
    expect(period()).toHaveProperty("value", "custom");
    expect(address().get("from")).toBe("2026-11-10");
    expect(address().get("to")).toBe("2026-11-29");
    expect(address().has("period")).toBe(false);

    // Two changes before a render keep both.
    fireEvent.change(screen.getByRole("combobox", { name: "Chart bars by" }), { target: { value: "week" } });
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-08" } });
    await vi.waitFor(() => expect(urls.at(-1)).toBe(asked("2026-11-08", "2026-11-29", "week")));
    expect(address().get("grouping")).toBe("week");

    const count = urls.length;
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-01" } });
    expect(screen.getByRole("alert").textContent).toBe("to must be the same day as from or later");
    expect(screen.getByLabelText("To").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByTestId("overview-headlines")).toBeNull();
    expect(urls).toHaveLength(count);
  });

  it("opens on the period and grouping the address names, so a reload keeps them", async () => {
    const urls = renderTab("2026-11-29T12:00:00Z", "/admin?tab=overview&period=last_7_days&grouping=week");
    await screen.findByTestId("overview-headlines");
    expect(urls).toEqual([asked("2026-11-23", "2026-11-29", "week")]);
    expect(period()).toHaveProperty("value", "last_7_days");
    cleanup();

    const custom = renderTab("2026-11-29T12:00:00Z", "/admin?from=2026-01-01&to=2026-03-31");
    await screen.findByTestId("overview-headlines");
    expect(custom).toEqual([asked("2026-01-01", "2026-03-31", "week")]);
    expect(screen.getByLabelText("From")).toHaveProperty("value", "2026-01-01");
    cleanup();

    const broken = renderTab("2026-11-29T12:00:00Z", "/admin?from=2026-02-30&to=2026-03-31");
    expect(screen.getByRole("alert").textContent).toBe("Give real days.");
    expect(broken).toEqual([]);
  });
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((c) => c.textContent));

describe("the overview's figures", () => {
  it("formats money in pounds, counts with separators and rates as percentages, beside the period before", async () => {
    renderTab("2026-11-29T12:00:00Z");
    const headlines = await screen.findByTestId("overview-headlines");
    const figure = (label: string) =>
      [...headlines.querySelectorAll("dt")].find((dt) => dt.textContent === label)?.parentElement
        ?.textContent;
    expect(figure("Gross sales")).toBe("Gross sales£1234.56Period before: £1000.00 (+23%)");
    expect(figure("Refunds")).toBe("Refunds£55.55Period before: £30.00 (+85%)");
    expect(figure("Net revenue")).toBe("Net revenue£1179.01Period before: £970.00 (+22%)");
    expect(figure("Orders")).toBe("Orders1,234Period before: 1,000 (+23%)");
    expect(figure("Units sold")).toBe("Units sold1,500Period before: 1,500 (no change)");
    expect(figure("Average order")).toBe("Average order£100.04Period before: £100.00 (0%)");
    expect(figure("Refund rate")).toBe("Refund rate4.5%Period before: 3.0% (+1.5 pts)");
    expect(figure("New customers")).toBe("New customers30Period before: 0 (new)");
    expect(figure("Returning customers")).toBe("Returning customers12Period before: 15 (-20%)");
    expect(screen.getByText(/the period before: 19 November 2026 to 21 November 2026/)).toBeTruthy();
  });

  it("summarises each chart in words and offers its numbers as a table", async () => {
    renderTab("2026-11-29T12:00:00Z");
    await screen.findByTestId("overview-headlines");
    expect(screen.getByRole("img", { name: /^Revenue by day/ }).getAttribute("aria-label")).toBe(
      "Revenue by day from Sun 22 Nov: £1234.56 in all, £1000.00 in the period before; highest £734.56, on Mon 23 Nov.",
    );
    expect(screen.getByRole("img", { name: /^Orders by day/ }).getAttribute("aria-label")).toBe(
      "Orders by day from Sun 22 Nov: 1234 in all, 1000 in the period before; highest 734, on Mon 23 Nov.",
    );

    // Out of sight but read by screen readers, until asked for: then it takes the charts' place.
    const table = screen.getByRole("table", { name: "Revenue and orders by day" });
    expect(table.parentElement?.className).toBe("sr-only");
    const toggle = screen.getByRole("button", { name: "Show as table" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByRole("img")).toBeNull();
    const shown = screen.getByRole("table", { name: "Revenue and orders by day" });
    expect(shown.closest(".sr-only")).toBeNull();
    expect(rowsOf(shown)).toEqual([
      ["Day", "Revenue", "Revenue, period before", "Orders", "Orders, period before"],
      ["Sun 22 Nov 2026", "£500.00", "£400.00", "500", "400"],
      ["Mon 23 Nov 2026", "£734.56", "£600.00", "734", "600"],
    ]);
  });

  it("lists what sold, the codes, the countries by name, the stages and the reminders", async () => {
    renderTab("2026-11-29T12:00:00Z");
    await screen.findByTestId("overview-headlines");
    const table = (name: string) => rowsOf(screen.getByRole("table", { name }));
    expect(table("Top products")).toEqual([
      ["Product", "Units", "Revenue"],
      ["Primary+ Sports Sunglasses", "900", "£990.00"],
    ]);
    expect(table("Top sock sizes")).toEqual([["Size", "Units", "Revenue"], ["None in this period."]]);
    expect(table("Discount codes")).toEqual([
      ["Code", "Uses", "Given away"],
      ["SPRING10", "7", "£38.50"],
    ]);
    expect(table("Delivery countries")).toEqual([
      ["Country", "Orders", "Revenue"],
      ["United Kingdom", "1200", "£1200.00"],
      ["Ireland", "34", "£34.56"],
    ]);
    expect(table("Prescription orders by stage now")).toEqual([
      ["Stage", "Orders"],
      ["With the lab", "3"],
    ]);
    expect(table("Basket reminders")).toEqual([
      ["Figure", "Value"],
      ["Reminders sent", "20"],
      ["Baskets recovered", "4"],
      ["Revenue won back", "£220.00"],
    ]);
  });

  it("says when nothing was sold, and offers a retry when the figures do not load", async () => {
    renderTab("2026-11-29T12:00:00Z", "/admin", emptyOverview);
    await screen.findByText("No orders were placed and nothing was refunded in this period.");
    expect(screen.queryByRole("table")).toBeNull();
    cleanup();

    let fail = true;
    stubFetch((_url, params) => {
      if (fail) return Response.json({ message: "The database is busy" }, { status: 503 });
      return Response.json(overview(params.get("from") ?? "", params.get("to") ?? ""));
    });
    renderWithQuery(<OverviewTab />, "/admin");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/Could not load the sales overview/);
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Try Again" }));
    await screen.findByTestId("overview-headlines");
  });
});
