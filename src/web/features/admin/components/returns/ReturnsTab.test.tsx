// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminReturnSummary } from "#shared/schemas/returns-admin.ts";
import { renderWithQuery, stubFetch } from "#web/features/admin/lib/render-with-query.tsx";
import { returnRow } from "#web/features/admin/lib/returns-fixtures.ts";
import { OverdueReturnsCard } from "./OverdueReturnsCard.tsx";
import { ReturnsTab } from "./ReturnsTab.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const list = (returns: AdminReturnSummary[], overdue = 0) => ({
  returns,
  total: returns.length,
  page: 1,
  pageSize: 25,
  overdue,
});

describe("the admin's Returns tab", () => {
  it("asks for the chosen status and the searched number, and marks overdue returns", async () => {
    const urls = stubFetch((_url, params) => {
      if (params.get("q")) return Response.json(list([returnRow({ id: 9, returnNumber: "RET-10009" })]));
      if (params.get("status"))
        return Response.json(list([returnRow({ id: 8, returnNumber: "RET-10008", status: "received" })]));
      return Response.json(
        list(
          [
            returnRow({
              status: "received",
              receivedAt: "2026-11-01T10:00:00Z",
              refundDueBy: "2026-11-15",
              daysLeftToRefund: -3,
              overdue: true,
            }),
            returnRow({ id: 6, returnNumber: "RET-10006" }),
          ],
          1,
        ),
      );
    });
    renderWithQuery(<ReturnsTab />);
    const [late, onTime] = (await screen.findAllByTestId("return-row")) as [HTMLElement, HTMLElement];
    expect(urls[0]).toBe("/api/admin/returns?page=1&pageSize=25");
    expect(within(late).getByText("3 days late")).toBeTruthy();
    expect(within(late).getByText("Late")).toBeTruthy();
    expect(within(onTime).queryByText("Late")).toBeNull();
    expect(screen.getByTestId("returns-overdue").textContent).toBe(
      "1 return has waited over 14 days for a refund",
    );

    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), { target: { value: "received" } });
    expect(await screen.findByRole("button", { name: "RET-10008" })).toBeTruthy();
    expect(urls.at(-1)).toBe("/api/admin/returns?status=received&page=1&pageSize=25");

    fireEvent.change(screen.getByRole("searchbox", { name: "Return or order number" }), {
      target: { value: " NDR-10040 " },
    });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("button", { name: "RET-10009" })).toBeTruthy();
    expect(urls.at(-1)).toBe("/api/admin/returns?status=received&q=NDR-10040&page=1&pageSize=25");
  });

  it("puts the overdue count on the dashboard, linking to the tab", async () => {
    const urls = stubFetch(() => Response.json({ overdue: 2 }));
    renderWithQuery(<OverdueReturnsCard tabPath="/admin?tab=returns" />);
    const link = await screen.findByRole("link", {
      name: "Returns received and not refunded within 14 days: 2",
    });
    expect(link.getAttribute("href")).toBe("/admin?tab=returns");
    expect(urls).toEqual(["/api/admin/returns/overdue"]);
  });
});
