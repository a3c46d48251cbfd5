// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "#web/lib/query-client.ts";
import { mediaItem } from "./test-media.ts";
import { UploadPanel } from "./UploadPanel.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A stand-in XMLHttpRequest that records what was sent and lets the test play the server. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = "";
  url = "";
  headers: Record<string, string> = {};
  withCredentials = false;
  body: FormData | null = null;
  status = 0;
  statusText = "";
  responseText = "";
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function renderPanel() {
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ items: [] })),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UploadPanel />
    </QueryClientProvider>,
  );
}

const photo = (name: string, size = 2048, type = "image/jpeg") => {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
};

function choose(...files: File[]) {
  fireEvent.change(screen.getByLabelText("Choose files"), { target: { files } });
}

const group = (name: string) => screen.getByRole("group", { name });
const altOf = (name: string) => {
  const input = group(name).querySelector("input");
  if (!input) throw new Error(`no alt field for ${name}`);
  return input;
};

describe("the media upload form", () => {
  it("refuses a file of another type or over its size before sending anything", () => {
    renderPanel();
    choose(
      photo("logo.svg", 100, "image/svg+xml"),
      photo("huge.jpg", 26 * 1024 * 1024),
      photo("long.mp4", 201 * 1024 * 1024, "video/mp4"),
    );
    expect(group("logo.svg").textContent).toContain(
      "not a JPEG, PNG, WebP or AVIF photo nor an MP4 or WebM video",
    );
    expect(group("huge.jpg").textContent).toContain("a photo may be at most 25 MB");
    expect(group("long.mp4").textContent).toContain("a video may be at most 200 MB");
    expect(screen.getByRole("button", { name: "Upload 0 files" })).toHaveProperty("disabled", true);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("asks alt text of a photo, empty or too long, at the field", () => {
    renderPanel();
    choose(photo("a.jpg"), photo("b.jpg"));
    fireEvent.change(altOf("b.jpg"), { target: { value: "x".repeat(301) } });
    fireEvent.click(screen.getByRole("button", { name: "Upload 2 files" }));
    expect(group("a.jpg").textContent).toContain("Alt text is required");
    expect(group("b.jpg").textContent).toContain("Alt text must be at most 300 characters");
    expect(altOf("a.jpg").getAttribute("aria-invalid")).toBe("true");
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("sends each file in turn with its words, the cookie and the CSRF header, showing its progress", async () => {
    renderPanel();
    choose(photo("a.jpg"), photo("b.jpg"));
    fireEvent.change(altOf("a.jpg"), { target: { value: "  Red frame  " } });
    fireEvent.change(altOf("b.jpg"), { target: { value: "Blue frame" } });
    fireEvent.click(screen.getByRole("button", { name: "Upload 2 files" }));

    expect(FakeXhr.sent).toHaveLength(1);
    const [first] = FakeXhr.sent as [FakeXhr];
    expect(first.method).toBe("POST");
    expect(first.url).toBe("/api/admin/media");
    expect(first.withCredentials).toBe(true);
    expect(first.headers["x-admin-csrf"]).toBe("1");
    expect(first.body?.get("alt")).toBe("Red frame");
    expect(first.body?.get("file")).toHaveProperty("name", "a.jpg");
    expect(screen.getByRole("progressbar", { name: "Upload of b.jpg" }).getAttribute("value")).toBeNull();

    first.progress(45, 100);
    const bar = await screen.findByRole("progressbar", { name: "Upload of a.jpg" });
    await vi.waitFor(() => expect(bar.getAttribute("value")).toBe("45"));
    expect(group("a.jpg").textContent).toContain("45%");

    first.answer(201, mediaItem({ id: 7, status: "processing", thumbnail: null, variants: [] }));
    await vi.waitFor(() => expect(screen.queryByRole("group", { name: "a.jpg" })).toBeNull());
    expect(screen.getByText("a.jpg uploaded: it is being processed.")).toBeTruthy();
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent[1]?.body?.get("alt")).toBe("Blue frame");
  });

  it("shows the server's refusal on the file and lets the upload be cancelled", async () => {
    renderPanel();
    choose(photo("a.jpg"), photo("b.jpg"));
    fireEvent.change(altOf("a.jpg"), { target: { value: "Red frame" } });
    fireEvent.change(altOf("b.jpg"), { target: { value: "Blue frame" } });
    fireEvent.click(screen.getByRole("button", { name: "Upload 2 files" }));
    FakeXhr.sent[0]?.answer(415, { message: "This file is not a JPEG, PNG, WebP or AVIF picture" });
    await vi.waitFor(() =>
      expect(group("a.jpg").textContent).toContain(
        "Not uploaded: This file is not a JPEG, PNG, WebP or AVIF picture",
      ),
    );
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    fireEvent.click(screen.getByRole("button", { name: "Cancel the upload of b.jpg" }));
    await vi.waitFor(() => expect(group("b.jpg").textContent).toContain("Upload cancelled."));
    expect(screen.getByRole("button", { name: "Upload 2 files" })).toHaveProperty("disabled", false);
  });
});
