import { describe, expect, it } from "vitest";
import { checkChosenFile, formatMegabytes, hasAllowedSignature } from "./prescription-form-file.ts";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const file = (bytes: number[] | string, name: string, type: string, padTo = 0) => {
  const head = typeof bytes === "string" ? new TextEncoder().encode(bytes) : new Uint8Array(bytes);
  const body = new Uint8Array(Math.max(padTo, head.length));
  body.set(head);
  return new File([body], name, { type });
};

describe("prescription file checks in the browser", () => {
  it("knows JPEG, PNG, WebP and PDF by their first bytes", () => {
    expect(hasAllowedSignature(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(hasAllowedSignature(new Uint8Array(PNG))).toBe(true);
    expect(hasAllowedSignature(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe(true);
    expect(hasAllowedSignature(new TextEncoder().encode("%PDF-1.7"))).toBe(true);
    expect(hasAllowedSignature(new TextEncoder().encode("hello there"))).toBe(false);
  });

  it("accepts a real PNG and PDF", async () => {
    expect(await checkChosenFile(file(PNG, "rx.png", "image/png"))).toBeNull();
    expect(await checkChosenFile(file("%PDF-1.4\n", "rx.pdf", ""))).toBeNull();
  });

  it("refuses a renamed text file, a wrong type and a file over 5MB", async () => {
    expect((await checkChosenFile(file("just text", "rx.png", "image/png")))?.title).toBe(
      "Invalid file type",
    );
    expect((await checkChosenFile(file("GIF89a", "rx.gif", "image/gif")))?.description).toBe(
      "Please upload a JPEG, PNG, WebP image or PDF document.",
    );
    const big = await checkChosenFile(file(PNG, "big.png", "image/png", 5 * 1024 * 1024 + 1));
    expect(big).toEqual({ title: "File too large", description: "Please upload an image smaller than 5MB." });
  });

  it("shows sizes in MB", () => {
    expect(formatMegabytes(1536 * 1024)).toBe("1.50 MB");
  });
});
