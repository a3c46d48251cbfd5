import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { labJobFile, labJobSheet } from "#server/modules/lab/index.ts";
import { SINGLE_VISION } from "#server/modules/lab/testing.ts";
import { sandboxLab } from "./sandbox.ts";

const filesOf = async () => ({ oma: labJobFile(SINGLE_VISION), sheetPdf: await labJobSheet(SINGLE_VISION) });

describe("the sandbox lab", () => {
  it("writes the job file and the sheet under DATA_DIR/lab, then sends the job back", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "lab-sandbox-"));
    const returned = vi.fn(async (_jobNumber: string) => {});
    const lab = sandboxLab({ dataDir, delayMs: 0, returned, onError: () => {} });
    const files = await filesOf();

    const { reference } = await lab.submit(SINGLE_VISION, files);

    expect(reference).toBe("SBX-LAB-LJ-000101");
    expect(readFileSync(join(dataDir, "lab", "LJ-000101.oma"), "utf8")).toBe(files.oma);
    expect(readFileSync(join(dataDir, "lab", "LJ-000101.pdf")).equals(files.sheetPdf)).toBe(true);
    expect(statSync(join(dataDir, "lab", "LJ-000101.oma")).mode & 0o777).toBe(0o600);
    await vi.waitFor(() => expect(returned).toHaveBeenCalledWith("LJ-000101"));
    expect(returned).toHaveBeenCalledTimes(1);
  });

  it("calls the hook registered last, reports its failure, and cancels what is pending on close", async () => {
    vi.useFakeTimers();
    try {
      const dataDir = mkdtempSync(join(tmpdir(), "lab-sandbox-"));
      const first = vi.fn(async () => {});
      const onError = vi.fn();
      const lab = sandboxLab({ dataDir, delayMs: 5000, returned: first, onError });
      const registered = vi.fn(async () => {
        throw new Error("order not found");
      });
      lab.onReturned(registered);
      const files = await filesOf();
      await lab.submit(SINGLE_VISION, files);
      await lab.submit({ ...SINGLE_VISION, jobNumber: "LJ-000102" }, files);
      await vi.advanceTimersByTimeAsync(4999);
      expect(registered).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(registered).toHaveBeenCalledTimes(2);
      expect(first).not.toHaveBeenCalled();
      expect(onError).toHaveBeenCalledWith(expect.any(Error), "LJ-000101");

      await lab.submit({ ...SINGLE_VISION, jobNumber: "LJ-000103" }, files);
      lab.close?.();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(registered).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a job number that could name another file", async () => {
    const lab = sandboxLab({ dataDir: tmpdir(), delayMs: 0, returned: async () => {}, onError: () => {} });
    await expect(lab.submit({ ...SINGLE_VISION, jobNumber: "../x" }, await filesOf())).rejects.toThrow(
      "A lab job number is letters, digits and dashes",
    );
  });
});
