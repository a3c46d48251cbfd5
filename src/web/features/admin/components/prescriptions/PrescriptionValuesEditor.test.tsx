// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "#web/lib/query-client.ts";
import { PrescriptionValuesEditor } from "./PrescriptionValuesEditor.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderEditor(answer: Response, onSaved = vi.fn()) {
  const fetch = vi.fn(async () => answer);
  vi.stubGlobal("fetch", fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PrescriptionValuesEditor
        prescriptionId={7}
        current={{ odDistanceSphere: "-2.25", pupillaryDistance: "63", eyeTestDate: "2026-03-14" }}
        onSaved={onSaved}
      />
    </QueryClientProvider>,
  );
  return { fetch, onSaved };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("PrescriptionValuesEditor", () => {
  it("sends every value to the admin call and hands back the changed field names", async () => {
    const { fetch, onSaved } = renderEditor(json(200, { changedFields: ["odAdd"] }));
    expect((screen.getByLabelText("Right sphere (OD)") as HTMLInputElement).value).toBe("-2.25");
    fireEvent.change(screen.getByLabelText("Right ADD (OD)"), { target: { value: "+2.00" } });
    fireEvent.click(screen.getByRole("button", { name: "Save values" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(["odAdd"]));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/admin/prescriptions/7/values");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toMatchObject({
      odAdd: "+2.00",
      odDistanceSphere: "-2.25",
      osAdd: "",
    });
  });

  it("shows the server's refusal under its field", async () => {
    const message = "Axis (left eye (OS)) needs a cylinder: leave it empty for DS, or add the cylinder";
    const { onSaved } = renderEditor(
      json(400, {
        message: `Invalid body: osDistanceAxis: ${message}`,
        issues: [{ path: "osDistanceAxis", message }],
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Save values" }));
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(screen.getByLabelText("Left axis (OS)").getAttribute("aria-invalid")).toBe("true");
    expect(onSaved).not.toHaveBeenCalled();
  });
});
