// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "#web/lib/query-client.ts";
import { PlaceMediaList } from "./PlaceMediaList.tsx";
import { mediaItem } from "./test-media.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ITEMS = [
  mediaItem({ id: 11, alt: "Front" }),
  mediaItem({ id: 12, alt: "Side" }),
  mediaItem({ id: 13, alt: "Back" }),
];

function renderList(status = 204) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === "PUT") {
        puts.push(JSON.parse(String(init.body)));
        if (status >= 400) return Response.json({ message: "The list changed: reload it" }, { status });
      }
      return new Response(null, { status: 204 });
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PlaceMediaList target="frame-colour:3" items={ITEMS} />
    </QueryClientProvider>,
  );
  return puts;
}

const row = (name: RegExp) => screen.getByRole("listitem", { name });
const order = () => screen.getAllByRole("listitem").map((li) => li.getAttribute("aria-label"));

describe("a place's media order", () => {
  it("moves the focused row with Alt+arrow keys, sends the whole order and says where it went", async () => {
    const puts = renderList();
    const front = row(/^Front/);
    front.focus();
    fireEvent.keyDown(front, { key: "ArrowDown", altKey: true });
    expect(order()).toEqual(["Side, position 1 of 3", "Front, position 2 of 3", "Back, position 3 of 3"]);
    expect(screen.getByText("Moved to position 2 of 3")).toBeTruthy();
    await vi.waitFor(() => expect(puts).toEqual([{ target: "frame-colour:3", mediaIds: [12, 11, 13] }]));
    expect(document.activeElement).toBe(row(/^Front/));
    // An arrow without Alt leaves the order alone.
    fireEvent.keyDown(row(/^Front/), { key: "ArrowUp" });
    expect(puts).toHaveLength(1);
  });

  it("moves a row with its buttons", async () => {
    const puts = renderList();
    expect(screen.getByRole("button", { name: "Move Front up" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("button", { name: "Move Back up" }));
    await vi.waitFor(() => expect(puts).toEqual([{ target: "frame-colour:3", mediaIds: [11, 13, 12] }]));
    expect(screen.getByText("Moved to position 2 of 3")).toBeTruthy();
  });

  it("moves a dragged row to where it is dropped", async () => {
    const puts = renderList();
    fireEvent.dragStart(row(/^Back/));
    fireEvent.dragOver(row(/^Front/));
    fireEvent.drop(row(/^Front/));
    expect(order()).toEqual(["Back, position 1 of 3", "Front, position 2 of 3", "Side, position 3 of 3"]);
    await vi.waitFor(() => expect(puts).toEqual([{ target: "frame-colour:3", mediaIds: [13, 11, 12] }]));
    expect(screen.getByText("Moved to position 1 of 3")).toBeTruthy();
  });

  it("puts the old order back with the server's message when it refuses", async () => {
    renderList(400);
    fireEvent.click(screen.getByRole("button", { name: "Move Side up" }));
    await vi.waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "The order was not saved: The list changed: reload it",
      ),
    );
    expect(order()).toEqual(["Front, position 1 of 3", "Side, position 2 of 3", "Back, position 3 of 3"]);
  });
});
