// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "#web/lib/query-client.ts";
import { MediaItemDialog } from "./MediaItemDialog.tsx";
import { mediaItem } from "./test-media.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(item = mediaItem({ focalX: 0.5, focalY: 0.5 })) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === "PATCH") return Response.json(item);
      if (url === "/api/admin/catalogue") return new Response("{}", { status: 503 });
      return new Response(null, { status: 204 });
    }),
  );
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MediaItemDialog item={item} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { calls, onClose };
}

const marker = () => screen.getByRole("button", { name: /^Focal point:/ });

describe("the media item editor's focal point", () => {
  it("moves to where the picture is clicked", () => {
    renderDialog();
    const picture = screen.getByTestId("focal-picture");
    picture.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 200 }) as DOMRect;
    fireEvent.click(picture, { clientX: 220, clientY: 200 });
    expect(marker().getAttribute("aria-label")).toBe("Focal point: 30% across, 75% down");
    expect(marker().style.left).toBe("30%");
    expect(marker().style.top).toBe("75%");
  });

  it("moves 5% a press of an arrow key, never off the picture", () => {
    renderDialog(mediaItem({ focalX: 0.05, focalY: 0.9 }));
    fireEvent.keyDown(marker(), { key: "ArrowRight" });
    fireEvent.keyDown(marker(), { key: "ArrowRight" });
    fireEvent.keyDown(marker(), { key: "ArrowUp" });
    expect(marker().getAttribute("aria-label")).toBe("Focal point: 15% across, 85% down");
    for (let i = 0; i < 5; i++) fireEvent.keyDown(marker(), { key: "ArrowLeft" });
    for (let i = 0; i < 5; i++) fireEvent.keyDown(marker(), { key: "ArrowDown" });
    expect(marker().getAttribute("aria-label")).toBe("Focal point: 0% across, 100% down");
    expect(screen.getByText("0% across, 100% down")).toBeTruthy();
  });

  it("saves the point with the words by PATCH", async () => {
    const { calls, onClose } = renderDialog();
    fireEvent.keyDown(marker(), { key: "ArrowUp" });
    fireEvent.change(screen.getByRole("textbox", { name: "Caption (optional)" }), {
      target: { value: "On the hill" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === "PATCH")).toEqual({
      method: "PATCH",
      url: "/api/admin/media/1",
      body: { alt: "A black frame on a white table", caption: "On the hill", focalX: 0.5, focalY: 0.45 },
    });
  });

  it("refuses a photo without alt text at the field, sending nothing", () => {
    const { calls } = renderDialog();
    fireEvent.change(screen.getByRole("textbox", { name: "Alt text (required)" }), {
      target: { value: "  " },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert").textContent).toContain("Alt text is required");
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
  });

  it("says the item goes from every place when deleted", async () => {
    const { calls, onClose } = renderDialog(mediaItem({ targets: ["about", "video:lensInstallation"] }));
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    const question = await screen.findByRole("alertdialog", { name: "Delete this photo?" });
    expect(question.textContent).toContain(
      "It is removed everywhere it is shown: About page gallery; Lens installation video.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Delete everywhere" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.some((c) => c.method === "DELETE" && c.url === "/api/admin/media/1")).toBe(true);
  });
});
