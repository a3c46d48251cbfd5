// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { VatReport } from "#shared/schemas/vat-report.ts";
import { renderWithQuery, stubFetch } from "#web/features/admin/lib/render-with-query.tsx";
import { VatReportView } from "./VatReportView.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const docs = (count: number, grossPence: number, vatPence: number) => ({
  count,
  grossPence,
  netPence: grossPence - vatPence,
  vatPence,
});
const report = (from: string, to: string): VatReport => ({
  from,
  to,
  box1VatPence: 4560,
  box6NetPence: 22_814,
  uk: {
    receipts: docs(6, 33_715, 5615),
    creditNotes: docs(3, 6341, 1055),
    total: { grossPence: 27_374, netPence: 22_814, vatPence: 4560 },
  },
  outsideUk: {
    receipts: docs(2, 17_494, 2914),
    creditNotes: docs(1, 500, 83),
    total: { grossPence: 16_994, netPence: 14_163, vatPence: 2831 },
  },
});

function renderView() {
  const urls = stubFetch((url, params) =>
    url.startsWith("/api/admin/reports/vat")
      ? Response.json(report(params.get("from") ?? "", params.get("to") ?? ""))
      : Response.json({}),
  );
  renderWithQuery(<VatReportView today="2026-02-14" />);
  return urls;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((c) => c.textContent));

describe("the VAT report", () => {
  it("shows the last quarter's boxes 1 and 6 and how they and the sales abroad are made up", async () => {
    const urls = renderView();
    const boxes = await screen.findByRole("table", { name: "VAT return boxes" });
    expect(urls).toEqual(["/api/admin/reports/vat?from=2025-10-01&to=2025-12-31"]);
    expect(screen.getByRole("combobox", { name: "Quarter" })).toHaveProperty("value", "2025-Q4");
    expect(rowsOf(boxes)).toEqual([
      ["Box", "Amount"],
      ["Box 1: VAT due on sales", "£45.60"],
      ["Box 6: total value of sales, excluding VAT", "£228.14"],
    ]);
    expect(rowsOf(screen.getByRole("table", { name: "How the figures are made up" }))).toEqual([
      ["Line", "Excl. VAT", "VAT", "Incl. VAT"],
      ["UK sales6 receipts", "£281.00", "£56.15", "£337.15"],
      ["Refunds3 credit notes", "-£52.86", "-£10.55", "-£63.41"],
      ["Boxes 1 and 6", "£228.14", "£45.60", "£273.74"],
      ["Sent outside the UK2 receipts", "£145.80", "£29.14", "£174.94"],
      ["Refunds1 credit note", "-£4.17", "-£0.83", "-£5.00"],
      ["Outside the UK, net", "£141.63", "£28.31", "£169.94"],
    ]);
    expect(screen.getByText(/issued from 1 October 2025 to 31 December 2025/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download the lines (CSV)" })).toBeTruthy();
  });

  it("asks for another quarter or chosen days, and refuses days backwards", async () => {
    const urls = renderView();
    await screen.findByRole("table", { name: "VAT return boxes" });
    fireEvent.change(screen.getByRole("combobox", { name: "Quarter" }), { target: { value: "2026-Q1" } });
    await screen.findByText(/from 1 January 2026 to 31 March 2026/);
    expect(urls.at(-1)).toBe("/api/admin/reports/vat?from=2026-01-01&to=2026-03-31");

    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-01-15" } });
    expect(screen.getByRole("combobox", { name: "Quarter" })).toHaveProperty("value", "custom");
    await screen.findByText(/from 15 January 2026 to 31 March 2026/);
    expect(urls.at(-1)).toBe("/api/admin/reports/vat?from=2026-01-15&to=2026-03-31");

    const asked = urls.length;
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-01-01" } });
    expect(screen.getByRole("alert").textContent).toBe("to must be the same day as from or later");
    expect(screen.getByLabelText("To").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button", { name: "Download the lines (CSV)" })).toBeNull();
    expect(urls).toHaveLength(asked);
  });
});
