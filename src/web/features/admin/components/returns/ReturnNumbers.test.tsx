// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReturnNumbers as Numbers } from "#shared/schemas/returns-numbers.ts";
import { renderWithQuery, stubFetch } from "#web/features/admin/lib/render-with-query.tsx";
import { ReturnNumbers } from "./ReturnNumbers.tsx";
import { ReturnsTab } from "./ReturnsTab.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const zero = { units: 0, returns: 0, refundedPence: 0 };
const numbers = (from: string, to: string): Numbers => ({
  from,
  to,
  products: [
    {
      productId: 1,
      productName: "Primary+ Sports Sunglasses",
      variant: "Celeste",
      units: 3,
      returns: 2,
      refundedPence: 11_000,
    },
    {
      productId: 4,
      productName: "Sports Socks",
      variant: "Medium",
      units: 2,
      returns: 1,
      refundedPence: 667,
    },
  ],
  reasons: [
    { reason: "change_of_mind", label: "I changed my mind", units: 4, returns: 2, refundedPence: 11_667 },
    { reason: "faulty", label: "It is faulty", units: 1, returns: 1, refundedPence: 0 },
    { reason: "damaged", label: "It arrived damaged", ...zero },
    { reason: "wrong_item", label: "I was sent the wrong item", ...zero },
  ],
  totals: { units: 5, returns: 3, refundedPence: 11_667 },
});

function renderWith(node: React.ReactNode) {
  const urls = stubFetch((url, params) => {
    if (!url.startsWith("/api/admin/returns/numbers")) {
      return Response.json({ returns: [], total: 0, page: 1, pageSize: 25, overdue: 0 });
    }
    const from = params.get("from") ?? "";
    if (from === "2026-02-01") return Response.json({ ...numbers(from, "x"), products: [], totals: zero });
    return Response.json(numbers(from, params.get("to") ?? ""));
  });
  renderWithQuery(node);
  return urls;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((c) => c.textContent));

describe("the returns numbers", () => {
  it("shows the last 30 days per product and per reason, with totals, in captioned tables", async () => {
    const urls = renderWith(<ReturnNumbers today="2026-11-29" />);
    const products = await screen.findByRole("table", { name: "Returns per product" });
    expect(urls).toEqual(["/api/admin/returns/numbers?from=2026-10-31&to=2026-11-29"]);
    expect(screen.getByRole("combobox", { name: "Period" })).toHaveProperty("value", "last_30_days");
    expect(rowsOf(products)).toEqual([
      ["Product", "Units", "Returns", "Refunded"],
      ["Primary+ Sports SunglassesCeleste", "3", "2", "£110.00"],
      ["Sports SocksMedium", "2", "1", "£6.67"],
      ["Total", "5", "3", "£116.67"],
    ]);
    const reasons = screen.getByRole("table", { name: "Returns per reason" });
    expect(rowsOf(reasons).map((r) => r[0])).toEqual([
      "Reason",
      "I changed my mind",
      "It is faulty",
      "It arrived damaged",
      "I was sent the wrong item",
      "Total",
    ]);
    expect(screen.getByText(/Returns requested from 31 October 2026 to 29 November 2026/)).toBeTruthy();
  });

  it("asks again for a preset or chosen days, and refuses a period backwards or over three years", async () => {
    const urls = renderWith(<ReturnNumbers today="2026-11-29" />);
    await screen.findByRole("table", { name: "Returns per product" });

    fireEvent.change(screen.getByRole("combobox", { name: "Period" }), { target: { value: "this_quarter" } });
    await screen.findByText(/from 1 October 2026 to 29 November 2026/);
    expect(urls.at(-1)).toBe("/api/admin/returns/numbers?from=2026-10-01&to=2026-11-29");

    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-02-01" } });
    expect(screen.getByRole("combobox", { name: "Period" })).toHaveProperty("value", "custom");
    expect(await screen.findByText("No returns were requested in this period.")).toBeTruthy();
    expect(urls.at(-1)).toBe("/api/admin/returns/numbers?from=2026-02-01&to=2026-11-29");

    const asked = urls.length;
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-01-31" } });
    expect(screen.getByRole("alert").textContent).toBe("to must be the same day as from or later");
    expect(screen.getByLabelText("To").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("table")).toBeNull();
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2029-02-01" } });
    expect(screen.getByRole("alert").textContent).toMatch(/3 years at most/);
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "" } });
    expect(screen.getByRole("alert").textContent).toBe("Choose a From and a To day.");
    expect(urls).toHaveLength(asked);
  });

  it("opens from the Returns tab, beside the list", async () => {
    const urls = renderWith(<ReturnsTab />);
    await screen.findByText("No returns yet.");
    const numbersButton = screen.getByRole("button", { name: "Numbers" });
    expect(numbersButton.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(numbersButton);
    expect(await screen.findByRole("table", { name: "Returns per reason" })).toBeTruthy();
    expect(numbersButton.getAttribute("aria-pressed")).toBe("true");
    expect(urls.at(-1)).toMatch(
      /^\/api\/admin\/returns\/numbers\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
    );
    fireEvent.click(screen.getByRole("button", { name: "List" }));
    expect(await screen.findByText("No returns yet.")).toBeTruthy();
  });
});
