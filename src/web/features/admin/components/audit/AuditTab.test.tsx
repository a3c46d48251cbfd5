// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuditEntry } from "#shared/schemas/audit.ts";
import { createQueryClient } from "#web/lib/query-client.ts";
import { AuditTab } from "./AuditTab.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: "2026-11-29T10:00:00Z",
  actorId: 1,
  actorName: "sam",
  ip: "203.0.113.7",
  action: "order.status",
  entity: "order",
  entityId: "42",
  before: { status: "paid" },
  after: { status: "processing" },
  ...over,
});

const PEOPLE = [
  { id: 1, username: "sam", name: "Sam Owner" },
  { id: 2, username: "kim", name: "" },
];

function stubApi() {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url.endsWith("/people")) return Response.json(PEOPLE);
      const params = new URL(url, "http://shop").searchParams;
      const page = Number(params.get("page") ?? 1);
      if (params.get("action") === "price.update") {
        return Response.json({
          entries: [
            entry({
              id: 9,
              action: "price.update",
              entity: "catalogue",
              entityId: "frames/3",
              before: { price: "10.00" },
              after: { price: "12.00" },
            }),
          ],
          page,
          pageSize: 50,
          hasMore: false,
        });
      }
      return Response.json({ entries: [entry({ id: page })], page, pageSize: 50, hasMore: page === 1 });
    }),
  );
  return urls;
}

/** The tab rendered, once its first page is on screen. */
async function shown() {
  renderTab();
  await screen.findByRole("table");
}

const renderTab = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuditTab />
    </QueryClientProvider>,
  );

describe("the owner's Audit tab", () => {
  it("shows who did what, with the change, and pages to older rows", async () => {
    const urls = stubApi();
    renderTab();
    const table = await screen.findByRole("table");
    expect(within(table).getByText("sam")).toBeTruthy();
    expect(within(table).getByText("order.status")).toBeTruthy();
    expect(within(table).getByText("status: paid → processing")).toBeTruthy();
    expect(within(table).getByText("203.0.113.7")).toBeTruthy();
    expect(urls).toContain("/api/admin/audit");

    expect(screen.getByRole("button", { name: "Newer" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Older" }));
    expect(await screen.findByText("Page 2")).toBeTruthy();
    expect(urls.at(-1)).toBe("/api/admin/audit?page=2");
  });

  it("filters by person and action from the first page, and names the people", async () => {
    const urls = stubApi();
    await shown();
    const person = screen.getByRole("combobox", { name: "Person" });
    expect(await within(person).findByRole("option", { name: "Sam Owner (sam)" })).toBeTruthy();
    expect(within(person).getByRole("option", { name: "kim" })).toBeTruthy();
    fireEvent.change(person, { target: { value: "1" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Action" }), { target: { value: "price.update" } });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(await screen.findByText("price: 10.00 → 12.00")).toBeTruthy();
    expect(urls.at(-1)).toBe("/api/admin/audit?actorId=1&action=price.update");
  });

  it("refuses an end date before the start date without asking the server", async () => {
    const urls = stubApi();
    await shown();
    const asked = urls.length;
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-10" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getByRole("alert").textContent).toBe("The end date is before the start date");
    expect(screen.getByLabelText("To").getAttribute("aria-invalid")).toBe("true");
    expect(urls.length).toBe(asked);
  });
});
