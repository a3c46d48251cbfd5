// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SHOP_SETTINGS } from "#shared/catalogue.ts";
import { CATALOGUE_KIND_NAMES } from "#shared/schemas/catalogue-admin.ts";
import { createQueryClient } from "#web/lib/query-client.ts";
import { MediaPlaces } from "./MediaPlaces.tsx";
import { mediaItem } from "./test-media.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (id: number, name: string, active = true) => ({ id, name, active, sortOrder: id });
const CATALOGUE = {
  lists: {
    ...Object.fromEntries(CATALOGUE_KIND_NAMES.map((kind) => [kind, []])),
    colors: [row(3, "Stealth Black"), row(4, "Ice White", false)],
    products: [row(1, "Sunglasses")],
  },
  settings: DEFAULT_SHOP_SETTINGS,
};
const FRONT = mediaItem({ id: 11, alt: "Front", targets: ["frame-colour:3"] });
const LIBRARY = [
  FRONT,
  mediaItem({ id: 12, alt: "Side" }),
  mediaItem({ id: 13, kind: "video", alt: "Fitting" }),
];

function renderPlaces(initial = "/admin?tab=media") {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === "/api/admin/catalogue") return Response.json(CATALOGUE);
      if (url === "/api/admin/media") return Response.json({ items: LIBRARY });
      if (url.startsWith("/api/admin/media/attachments?")) return Response.json({ items: [FRONT] });
      return new Response(null, { status: 201 });
    }),
  );
  render(
    <MemoryRouter initialEntries={[initial]}>
      <QueryClientProvider client={createQueryClient()}>
        <MediaPlaces />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return calls;
}

describe("the Media tab's places", () => {
  it("lists a catalogue's rows, inactive ones marked, and shows the chosen place's media", async () => {
    const calls = renderPlaces();
    fireEvent.change(screen.getByRole("combobox", { name: "Kind of place" }), {
      target: { value: "frame-colour" },
    });
    const colour = screen.getByRole("combobox", { name: "Frame colour" });
    await screen.findByRole("option", { name: "Ice White (inactive)" });
    fireEvent.change(colour, { target: { value: "3" } });
    const place = await screen.findByRole("region", { name: "Frame colour: Stealth Black" });
    await within(place).findByRole("listitem", { name: "Front, position 1 of 1" });
    expect(calls.map((c) => c.url)).toContain("/api/admin/media/attachments?target=frame-colour%3A3");
  });

  it("opens at the place a link names and adds only photos the place does not show yet", async () => {
    const calls = renderPlaces("/admin?tab=media&place=frame-colour%3A3");
    fireEvent.click(await screen.findByRole("button", { name: "Add from library" }));
    const picker = await screen.findByRole("dialog", { name: "Add to Frame colour: Stealth Black" });
    const offered = await within(picker).findAllByRole("button", { name: /^Add / });
    expect(offered.map((b) => b.getAttribute("aria-label"))).toEqual(["Add Side"]);
    fireEvent.click(offered[0] as HTMLElement);
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === "POST")).toEqual({
        method: "POST",
        url: "/api/admin/media/attachments",
        body: { target: "frame-colour:3", mediaId: 12 },
      }),
    );
  });

  it("offers videos only to a video slot", async () => {
    renderPlaces("/admin?tab=media&place=video%3AprescriptionPro");
    fireEvent.click(await screen.findByRole("button", { name: "Add from library" }));
    const picker = await screen.findByRole("dialog", { name: "Add to Prescription Pro video" });
    const offered = await within(picker).findAllByRole("button", { name: /^Add / });
    expect(offered.map((b) => b.getAttribute("aria-label"))).toEqual(["Add Fitting"]);
  });
});
