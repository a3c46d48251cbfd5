// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { qcCheck } from "#web/features/admin/lib/prescription-work-fixtures.ts";
import { createQueryClient } from "#web/lib/query-client.ts";
import { QcResultTable } from "./QcResultTable.tsx";
import { WorkActions } from "./WorkActions.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function renderActions(actions: Parameters<typeof WorkActions>[0]["actions"]) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WorkActions orderId={41} actions={actions} />
    </QueryClientProvider>,
  );
}

const buttonNames = () =>
  within(screen.getByTestId("stage-actions"))
    .getAllByRole("button")
    .map((b) => b.textContent);

describe("the work page's actions", () => {
  it("shows only the buttons the order's stage allows", () => {
    renderActions(["verify", "query"]);
    expect(buttonNames()).toEqual(["Verify", "Raise a query"]);
    cleanup();
    renderActions(["lenses-back"]);
    expect(buttonNames()).toEqual(["Lenses back from the lab"]);
    cleanup();
    renderActions(["quality-check", "remake", "send-to-lab"]);
    expect(buttonNames()).toEqual(["Send to lab", "Re-make", "Quality check"]);
    cleanup();
    renderActions([]);
    expect(screen.queryByTestId("stage-actions")).toBeNull();
    expect(screen.getByText("Nothing to do at this stage.")).toBeTruthy();
  });

  it("shows the server's refusal in the page", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ message: "The prescription has no pupillary distance" }, 409)),
    );
    renderActions(["verify"]);
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The prescription has no pupillary distance");
  });

  it("checks a query's length before sending it, then posts its message", async () => {
    const calls: [string, RequestInit][] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push([url, init]);
        return json({ orderId: 41, status: "prescription_query" });
      }),
    );
    renderActions(["query"]);
    fireEvent.click(screen.getByRole("button", { name: "Raise a query" }));
    const box = screen.getByRole("textbox", { name: "Question for the shopper" });
    fireEvent.change(box, { target: { value: "Too short" } });
    fireEvent.click(screen.getByRole("button", { name: "Send query" }));
    expect((await screen.findByRole("alert")).textContent).toContain("at least 10 characters");
    expect(calls.filter(([url]) => url.includes("/query"))).toEqual([]);

    fireEvent.change(box, { target: { value: "Is the left cylinder -0.75 or -0.25?" } });
    fireEvent.click(screen.getByRole("button", { name: "Send query" }));
    await vi.waitFor(() => expect(calls.some(([url]) => url.endsWith("/41/query"))).toBe(true));
    const [, init] = calls.find(([url]) => url.endsWith("/41/query")) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ message: "Is the left cylinder -0.75 or -0.25?" });
  });

  it("posts the quality check's readings and shows the result field by field", async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith("/quality-check")) {
          bodies.push(JSON.parse(String(init?.body)));
          return json({ pass: false, check: qcCheck(), status: "quality_check" });
        }
        return json({});
      }),
    );
    renderActions(["quality-check"]);
    fireEvent.click(screen.getByRole("button", { name: "Quality check" }));
    const right = screen.getByRole("group", { name: "Right eye (OD)" });
    fireEvent.change(within(right).getByRole("textbox", { name: "Sphere" }), {
      target: { value: " -2.25 " },
    });
    fireEvent.change(within(right).getByRole("textbox", { name: /Optical centre from bridge/ }), {
      target: { value: "31.5" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Check the lenses" }));
    expect(await screen.findByTestId("qc-overall")).toBeTruthy();
    expect(bodies).toEqual([{ right: { sphere: "-2.25", opticalCentreMm: "31.5" }, left: {} }]);
    expect(screen.getByTestId("qc-overall").textContent).toBe("Overall: Fail");
  });
});

describe("the quality check's result table", () => {
  it("marks each field out of tolerance and gives the overall result", () => {
    render(<QcResultTable check={qcCheck()} />);
    const [ok, out] = screen.getAllByRole("row").slice(1) as [HTMLElement, HTMLElement];
    expect(
      within(ok)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Right", "-2.25", "-2.25", "±0.12", "OK"]);
    expect(within(out).getByRole("rowheader").textContent).toBe("Axis");
    expect(within(out).getByText("Out of tolerance")).toBeTruthy();
    expect(screen.getByTestId("qc-overall").textContent).toBe("Overall: Fail");
    cleanup();
    render(<QcResultTable check={qcCheck({ pass: true, fields: [] })} />);
    expect(screen.getByTestId("qc-overall").textContent).toBe("Overall: Pass");
  });
});
