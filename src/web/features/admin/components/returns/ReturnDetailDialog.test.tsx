// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminReturnDetail } from "#shared/schemas/returns-admin.ts";
import { returnDetail } from "#web/features/admin/lib/returns-fixtures.ts";
import { createQueryClient } from "#web/lib/query-client.ts";
import { ReturnDetailDialog } from "./ReturnDetailDialog.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Post = { url: string; body: unknown };

function open(detail: AdminReturnDetail, answer?: () => Response) {
  const posts: Post[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "POST") {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        return answer
          ? answer()
          : Response.json({ id: detail.id, returnNumber: detail.returnNumber, status: "x" });
      }
      return Response.json(detail);
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReturnDetailDialog id={detail.id} onClose={() => {}} />
    </QueryClientProvider>,
  );
  return posts;
}

const actionNames = async () =>
  within(await screen.findByTestId("return-actions"))
    .getAllByRole("button")
    .map((b) => b.textContent);

describe("a return's dialog", () => {
  it("offers only the moves its status allows", async () => {
    open(returnDetail({ status: "requested" }));
    expect(await actionNames()).toEqual(["Approve", "Refuse…"]);
    cleanup();
    open(returnDetail({ status: "approved" }));
    expect(await actionNames()).toEqual(["Label sent", "In transit", "Receive…"]);
    cleanup();
    open(returnDetail({ status: "received" }));
    expect(await actionNames()).toEqual(["Close", "Refund…"]);
    cleanup();
    open(returnDetail({ status: "closed" }));
    expect(await screen.findByText("No further actions.")).toBeTruthy();
  });

  it("refuses only with a reason for the shopper", async () => {
    const posts = open(returnDetail({ status: "requested" }));
    fireEvent.click(await screen.findByRole("button", { name: "Refuse…" }));
    fireEvent.click(screen.getByRole("button", { name: "Refuse return" }));
    expect(await screen.findByText("Please give the shopper a reason")).toBeTruthy();
    expect(posts).toHaveLength(0);
    fireEvent.change(screen.getByRole("textbox", { name: "Reason for the shopper" }), {
      target: { value: "Worn for months" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Refuse return" }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ url: "/api/admin/returns/5/refuse", body: { reason: "Worn for months" } });
  });

  it("receives only once every line has its condition", async () => {
    const posts = open(returnDetail({ status: "in_transit" }));
    fireEvent.click(await screen.findByRole("button", { name: "Receive…" }));
    fireEvent.change(screen.getByRole("combobox", { name: "Condition of 1 × Ember Frames" }), {
      target: { value: "resaleable" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Mark received" }));
    expect(await screen.findByText("Give the condition of each returned line")).toBeTruthy();
    expect(posts).toHaveLength(0);
    fireEvent.change(screen.getByRole("combobox", { name: "Condition of 2 × Wool Socks" }), {
      target: { value: "damaged" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Mark received" }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      url: "/api/admin/returns/5/receive",
      body: {
        lines: [
          { lineId: 71, condition: "resaleable" },
          { lineId: 72, condition: "damaged" },
        ],
      },
    });
  });

  it("shows the offer and sends a deduction in pounds as pence, with its reason", async () => {
    const offer = { linesPence: 6100, deliveryPence: 399, totalPence: 6499, remainingOnOrderPence: 6499 };
    const posts = open(returnDetail({ status: "received", offer }));
    fireEvent.click(await screen.findByRole("button", { name: "Refund…" }));
    expect(screen.getByText("£3.99")).toBeTruthy();
    expect(screen.getByTestId("refund-offer").textContent).toContain("£64.99");
    fireEvent.change(screen.getByRole("textbox", { name: "Deduction (£, optional)" }), {
      target: { value: "£2.50" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("A deduction needs a reason")).toBeTruthy();
    expect(posts).toHaveLength(0);
    fireEvent.change(screen.getByRole("textbox", { name: "Reason for the deduction" }), {
      target: { value: "Case missing" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      url: "/api/admin/returns/5/refund",
      body: { deductionPence: 250, deductionReason: "Case missing" },
    });
  });

  it("shows the server's message when the move is refused", async () => {
    open(returnDetail({ status: "requested" }), () =>
      Response.json({ message: "This return has moved on already" }, { status: 409 }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Approve" }));
    expect((await screen.findByTestId("return-action-error")).textContent).toBe(
      "This return has moved on already",
    );
  });
});
