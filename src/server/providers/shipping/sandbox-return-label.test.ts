import { describe, expect, it } from "vitest";
import { isValidS10, sandboxShipping } from "./sandbox.ts";
import { type ReturnLabelRequest, type ReturnLabelResult, ShippingError } from "./types.ts";

const request = (overrides: Partial<ReturnLabelRequest> = {}): ReturnLabelRequest => ({
  returnReference: "RET-10001",
  orderReference: "NDR-42",
  sender: {
    fullName: "Jo Runner",
    email: "jo@example.com",
    phone: "07700900123",
    address: "12 High Street",
    city: "Leeds",
    postcode: "LS1 4AB",
    countryCode: "GB",
  },
  returnAddress: {
    name: "Sunny Shades Returns",
    addressLines: ["Unit 4, Mill Yard", "Canal Road"],
    city: "Bradford",
    postcode: "BD1 4SJ",
    countryCode: "GB",
  },
  ...overrides,
});

function offered(result: ReturnLabelResult) {
  if (!result.offered) throw new Error(`expected a label, got: ${result.reason}`);
  return result;
}

/** The PDF's shown strings, after checking that its cross-reference table points at its objects. */
function readPdf(pdf: Uint8Array) {
  const text = Buffer.from(pdf).toString("latin1");
  expect(text).toMatch(/^%PDF-1\.4\n[\s\S]*%%EOF\n$/);
  const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(xrefAt, xrefAt + 4)).toBe("xref");
  const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  expect(offsets).toHaveLength(5);
  offsets.forEach((offset, i) => {
    expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true);
  });
  const shown = [...text.matchAll(/ (-?\d+) Td \(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => ({
    y: Number(m[1]),
    line: (m[2] ?? "").replace(/\\(.)/g, "$1"),
  }));
  return { shown: shown.map((s) => s.line), lowestY: Math.min(...shown.map((s) => s.y)) };
}

async function validationError(promise: Promise<unknown>): Promise<ShippingError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ShippingError);
  expect((error as ShippingError).kind).toBe("validation");
  return error as ShippingError;
}

describe("sandbox return labels", () => {
  it("makes a valid PDF with both addresses, both references and a tracking number", async () => {
    const label = offered(await sandboxShipping().returnLabel(request()));
    expect(label.trackingNumber).toMatch(/^RM\d{9}GB$/);
    expect(isValidS10(label.trackingNumber)).toBe(true);
    const { shown } = readPdf(label.pdf);
    expect(shown[0]).toBe("SANDBOX RETURN LABEL");
    const to = shown.indexOf("To:");
    const from = shown.indexOf("From:");
    expect(to).toBeGreaterThan(0);
    expect(shown.slice(to, from)).toEqual(
      expect.arrayContaining([
        "Sunny Shades Returns",
        "Unit 4, Mill Yard",
        "Canal Road",
        "Bradford",
        "BD1 4SJ",
      ]),
    );
    expect(shown.slice(from)).toEqual(
      expect.arrayContaining(["Jo Runner", "12 High Street", "Leeds", "LS1 4AB", "GB"]),
    );
    expect(shown).toEqual(
      expect.arrayContaining(["Return: RET-10001", "Order: NDR-42", `Tracking: ${label.trackingNumber}`]),
    );
  });

  it("gives the same tracking number for the same return on any instance, and another for another return", async () => {
    const first = offered(await sandboxShipping().returnLabel(request()));
    const again = offered(await sandboxShipping().returnLabel(request()));
    const other = offered(await sandboxShipping().returnLabel(request({ returnReference: "RET-10002" })));
    expect(again.trackingNumber).toBe(first.trackingNumber);
    expect(other.trackingNumber).not.toBe(first.trackingNumber);
    expect(isValidS10(other.trackingNumber)).toBe(true);
  });

  it("refuses empty names, addresses and references, naming each field", async () => {
    const base = request();
    const error = await validationError(
      sandboxShipping().returnLabel({
        ...base,
        returnReference: "  ",
        sender: { ...base.sender, fullName: "\n\t ", postcode: "" },
        returnAddress: { ...base.returnAddress, name: "", addressLines: [" ", ""], countryCode: "gb" },
      }),
    );
    expect(error.details).toEqual([
      "returnReference: Return reference is required",
      "sender.fullName: Full name is required",
      "sender.postcode: Postcode is required",
      "returnAddress.name: Name is required",
      "returnAddress.addressLines: Address line 1 is required",
      "returnAddress.countryCode: Invalid country code",
    ]);
  });

  it("refuses a reference over 40 characters and a return address of more than three lines", async () => {
    const base = request();
    const error = await validationError(
      sandboxShipping().returnLabel({
        ...base,
        orderReference: "N".repeat(41),
        returnAddress: { ...base.returnAddress, addressLines: ["a", "b", "c", "d"] },
      }),
    );
    expect(error.details).toEqual([
      "orderReference: At most 40 characters",
      "returnAddress.addressLines: At most three lines",
    ]);
  });

  it("keeps over-long and awkward fields on the page: wrapped, cut with an ellipsis, escaped", async () => {
    const base = request();
    const label = offered(
      await sandboxShipping().returnLabel({
        ...base,
        sender: {
          ...base.sender,
          fullName: `Jo (the) Runner\\ ${"Bartholomew ".repeat(40)}`,
          address: `Flat 1, ${"Longstreetname ".repeat(100)}`,
          city: "X".repeat(500),
          postcode: "LS1\n4AB",
        },
        returnAddress: { ...base.returnAddress, name: "Zoë's Shades ".repeat(30) },
      }),
    );
    const { shown, lowestY } = readPdf(label.pdf);
    expect(lowestY).toBeGreaterThan(20);
    for (const line of shown) expect(line.length).toBeLessThanOrEqual(56);
    expect(shown).toContain("LS1 4AB");
    expect(shown).toContain(`${"X".repeat(53)}...`);
    expect(shown.some((line) => line.startsWith("Jo (the) Runner\\ Bartholomew"))).toBe(true);
    expect(shown.filter((line) => line.endsWith("...")).length).toBeGreaterThanOrEqual(3);
    expect(shown.some((line) => line.startsWith("Zo?'s Shades"))).toBe(true);
    expect(shown).toEqual(expect.arrayContaining(["Return: RET-10001", "Order: NDR-42"]));
  });
});
