import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  barcodeCsv,
  barcodePricePence,
  barcodeSku,
  barcodeUpc,
  barcodeVariants,
  isValidUpcA,
  skuPrefixCode,
  upcCheckDigit,
} from "./barcodes.ts";

describe("upcCheckDigit", () => {
  // Published UPC-A codes (GS1's example and well-known retail barcodes).
  it.each([
    ["03600029145", 2],
    ["01234567890", 5],
    ["04210000526", 4],
    ["00000000000", 0],
  ])("%s -> %i", (body, digit) => {
    expect(upcCheckDigit(body)).toBe(digit);
    expect(isValidUpcA(`${body}${digit}`)).toBe(true);
  });

  it("rejects anything but 11 digits", () => {
    expect(() => upcCheckDigit("123")).toThrow(RangeError);
    expect(() => upcCheckDigit("0360002914a")).toThrow(RangeError);
  });

  it("detects any single changed digit", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{11}$/),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 9 }),
        (body, position, delta) => {
          const code = `${body}${upcCheckDigit(body)}`;
          const changed = (Number(code[position]) + delta) % 10;
          const broken = `${code.slice(0, position)}${changed}${code.slice(position + 1)}`;
          expect(isValidUpcA(broken)).toBe(false);
        },
      ),
    );
  });
});

describe("SKU and UPC", () => {
  it("sums the character codes of NDR-PSS", () => {
    expect(skuPrefixCode()).toBe("000519");
  });

  it("formats the SKU with two-digit ids", () => {
    expect(barcodeSku(1, 5)).toBe("NDR-PSS-01-05");
    expect(barcodeSku(10, 6)).toBe("NDR-PSS-10-06");
  });

  it("builds a 12-digit scannable UPC-A", () => {
    expect(barcodeUpc(1, 5)).toBe("000051901059");
    expect(barcodeUpc(10, 6)).toBe("000051910068");
    for (let c = 1; c <= 10; c++)
      for (let l = 1; l <= 6; l++) expect(isValidUpcA(barcodeUpc(c, l))).toBe(true);
  });

  it("refuses ids that do not fit two digits", () => {
    expect(() => barcodeSku(100, 1)).toThrow(/2-digit/);
    expect(() => barcodeUpc(1, -1)).toThrow(RangeError);
  });
});

describe("barcodePricePence", () => {
  const base = 5500;
  it.each([
    ["Brennweite Grey", 0, 5500],
    ["Brennweite Blue Mirror", 1000, 6500],
    ["Brennweite Blue Mirror", 0, 7800],
    ["Brennweite Polarized", 0, 7800],
    ["ULTIMATE TRANSITIONS", 0, 9900],
    ["Ultimate Transitions", 6500, 12000],
    ["Rose Gold", 0, 5500],
  ])("%s (+%i) -> %i", (lensName, lensAdditionalPence, expected) => {
    expect(barcodePricePence({ basePricePence: base, lensName, lensAdditionalPence })).toBe(expected);
  });
});

describe("barcodeVariants and CSV", () => {
  const colors = [
    { id: 1, name: "Ronhill Black" },
    { id: 2, name: 'Odd, "quoted"' },
  ];
  const lenses = [
    { id: 1, name: "Grey", additionalPricePence: 0 },
    { id: 6, name: "=cmd", additionalPricePence: 6500 },
  ];

  it("makes every colour × lens combination with unique UPCs", () => {
    const rows = barcodeVariants(colors, lenses, 5500);
    expect(rows.map((r) => r.sku)).toEqual([
      "NDR-PSS-01-01",
      "NDR-PSS-01-06",
      "NDR-PSS-02-01",
      "NDR-PSS-02-06",
    ]);
    expect(new Set(rows.map((r) => r.upc)).size).toBe(4);
    expect(rows[1]?.pricePence).toBe(12000);
  });

  it("escapes quotes and commas and neutralises formulas", () => {
    const csv = barcodeCsv([
      {
        sku: "NDR-PSS-02-06",
        upc: "000051902064",
        colorName: 'Odd, "quoted"',
        lensTypeName: "=cmd",
        price: "120.00",
      },
    ]);
    expect(csv).toBe(
      'SKU,UPC,Color,Lens Type,Price\r\nNDR-PSS-02-06,000051902064,"Odd, ""quoted""",\'=cmd,120.00\r\n',
    );
  });
});
