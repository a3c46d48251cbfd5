// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "#web/lib/query-client.ts";
import PrescriptionQueryPage from "./PrescriptionQueryPage.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const QUESTION = {
  orderNumber: "NDR-1041",
  message: "Your left cylinder reads -0.25 on the photo and -2.50 typed. Which is right?",
  askedAt: "2026-11-27T10:00:00.000Z",
  answered: false,
};

function open(path: string, answer: (url: string, init?: RequestInit) => Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal("fetch", fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <PrescriptionQueryPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe("the prescription query page", () => {
  it.each([
    [403, "This link does not work"],
    [410, "This link has expired"],
    [409, "This question has already been answered"],
  ])("a link the server refuses with %i says so, with the contact page", async (status, title) => {
    open("/prescription-query?q=tok", () => json({ message: "no" }, status));
    const problem = await screen.findByTestId("query-link-problem");
    expect(problem.textContent).toContain(title);
    expect(screen.getByRole("link", { name: "contact us" }).getAttribute("href")).toBe("/support");
  });

  it("a link without its token asks nothing of the server", () => {
    const fetch = open("/prescription-query", () => json(QUESTION));
    expect(screen.getByTestId("query-link-problem").textContent).toContain("This link does not work");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("an answered question says so instead of asking again", async () => {
    open("/prescription-query?q=tok", () => json({ ...QUESTION, answered: true }));
    expect((await screen.findByTestId("query-link-problem")).textContent).toContain("already been answered");
  });

  it("shows the question and thanks the shopper once they confirm", async () => {
    const fetch = open("/prescription-query?q=tok%2B1", (url) =>
      url.endsWith("/confirm") ? json({ status: "awaiting_verification" }) : json(QUESTION),
    );
    expect((await screen.findByTestId("query-order")).textContent).toBe("Order NDR-1041");
    expect(screen.getByTestId("query-message").textContent).toBe(QUESTION.message);
    fireEvent.click(screen.getByRole("button", { name: "My prescription is correct as sent" }));
    expect((await screen.findByTestId("query-answered")).textContent).toContain("check it again");
    const confirm = fetch.mock.calls.find(([url]) => url.endsWith("/confirm"));
    expect(JSON.parse(String(confirm?.[1]?.body))).toEqual({ q: "tok+1" });
  });
});
