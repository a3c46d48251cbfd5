// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queue, queueRow } from "#web/features/admin/lib/prescription-work-fixtures.ts";
import { createQueryClient } from "#web/lib/query-client.ts";
import { LatePrescriptionsCard } from "./LatePrescriptionsCard.tsx";
import { PrescriptionQueueTab } from "./PrescriptionQueueTab.tsx";
import { PrescriptionQueueTable } from "./PrescriptionQueueTable.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the prescription queue's table", () => {
  it("marks late orders only, links each order to its work page and says how long it has waited", () => {
    render(
      <MemoryRouter>
        <PrescriptionQueueTable
          rows={[
            queueRow({ orderId: 7, orderNumber: "NDR-7", late: true, workingDaysWaiting: 5 }),
            queueRow({ orderId: 8, orderNumber: "NDR-8", stage: "with_lab", workingDaysWaiting: 1 }),
          ]}
        />
      </MemoryRouter>,
    );
    const [late, onTime] = screen.getAllByRole("row").slice(1) as [HTMLElement, HTMLElement];
    expect(within(late).getByText("Late")).toBeTruthy();
    expect(within(late).getByText("Waiting 5 working days")).toBeTruthy();
    expect(within(late).getByRole("link", { name: "NDR-7" }).getAttribute("href")).toBe(
      "/admin/prescriptions/7",
    );
    expect(within(onTime).queryByText("Late")).toBeNull();
    expect(within(onTime).getByText("Waiting 1 working day")).toBeTruthy();
    expect(within(onTime).getByText("With the lab")).toBeTruthy();
  });
});

describe("the prescription queue's tab", () => {
  it("counts each stage, asks for the chosen stage and shows the late count", async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        urls.push(url);
        const stage = new URL(url, "http://shop").searchParams.get("stage");
        const rows = stage
          ? [queueRow({ orderNumber: "NDR-LAB", stage: "with_lab" })]
          : [queueRow({ late: true }), queueRow({ orderId: 42, orderNumber: "NDR-1042" })];
        return new Response(JSON.stringify(queue(rows, { lateCount: 1 })), {
          headers: { "Content-Type": "application/json" },
        });
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={["/admin?tab=prescription-work"]}>
          <PrescriptionQueueTab />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("link", { name: "NDR-1042" })).toBeTruthy();
    expect(screen.getByTestId("late-count").textContent).toBe(
      "1 order has waited on the shop over 3 working days",
    );
    const filter = screen.getByRole("combobox", { name: "Stage" });
    const options = within(filter)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options).toContain("All stages (3)");
    expect(options).toContain("Awaiting verification (2)");
    expect(options).toContain("With the lab (1)");
    expect(options).toContain("Quality check (0)");

    fireEvent.change(filter, { target: { value: "with_lab" } });
    expect(await screen.findByRole("link", { name: "NDR-LAB" })).toBeTruthy();
    expect(urls.at(-1)).toBe("/api/admin/prescription-queue?page=1&pageSize=25&stage=with_lab");
  });
});

describe("the dashboard's late prescriptions card", () => {
  it("gives the number of late orders and the setting's days, linking to the queue", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(queue([queueRow({ late: true })], { lateCount: 4, waitDays: 2 }))),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <LatePrescriptionsCard queuePath="/admin?tab=prescription-work" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const link = await screen.findByRole("link", {
      name: "Prescription orders waiting over 2 working days: 4",
    });
    expect(link.getAttribute("href")).toBe("/admin?tab=prescription-work");
  });
});
