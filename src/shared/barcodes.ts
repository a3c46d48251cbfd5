/** Barcode rules for the Primary+ variants. Pure: used by server and web. */
import { csvLine } from "./csv.ts";

const SKU_PREFIX = "NDR-PSS";

/** Surcharges used when a lens type has no additional price of its own. */
const BARCODE_FALLBACK_SURCHARGE_PENCE = {
  mirrorOrPolarized: 2300,
  ultimateTransitions: 4400,
} as const;

function twoDigits(id: number, what: string): string {
  if (!Number.isInteger(id) || id < 0 || id > 99) {
    throw new RangeError(`${what} id ${id} does not fit the 2-digit barcode scheme`);
  }
  return id.toString().padStart(2, "0");
}

/** NDR-PSS-{colour:2}-{lens:2}, e.g. NDR-PSS-01-05. */
export function barcodeSku(colorId: number, lensTypeId: number): string {
  return `${SKU_PREFIX}-${twoDigits(colorId, "Colour")}-${twoDigits(lensTypeId, "Lens type")}`;
}

/** The sum of the character codes of "NDR-PSS" (519), written as 6 digits. */
export function skuPrefixCode(prefix: string = SKU_PREFIX): string {
  let sum = 0;
  for (const ch of prefix) sum += ch.charCodeAt(0);
  return sum.toString().padStart(6, "0");
}

/** The standard UPC-A check digit of 11 digits: 3 × the odd positions plus the even ones, to the next ten. */
export function upcCheckDigit(elevenDigits: string): number {
  if (!/^\d{11}$/.test(elevenDigits)) throw new RangeError("A UPC-A body has exactly 11 digits");
  let sum = 0;
  for (let i = 0; i < 11; i++) {
    const digit = Number(elevenDigits[i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidUpcA(code: string): boolean {
  return /^\d{12}$/.test(code) && upcCheckDigit(code.slice(0, 11)) === Number(code[11]);
}

/** "0" + prefix code (6) + colour (2) + lens (2) + check digit: 12 digits, unique per variant. */
export function barcodeUpc(colorId: number, lensTypeId: number): string {
  const body = `0${skuPrefixCode()}${twoDigits(colorId, "Colour")}${twoDigits(lensTypeId, "Lens type")}`;
  return `${body}${upcCheckDigit(body)}`;
}

/**
 * The label price: the Primary+ base price plus the lens's own surcharge; a lens without one gets
 * £23 when its name says mirror or polarized, £44 when it says ultimate transitions, else nothing.
 */
export function barcodePricePence(input: {
  basePricePence: number;
  lensName: string;
  lensAdditionalPence: number;
}): number {
  const name = input.lensName.toLowerCase();
  let extra = 0;
  if (input.lensAdditionalPence > 0) extra = input.lensAdditionalPence;
  else if (name.includes("mirror") || name.includes("polarized")) {
    extra = BARCODE_FALLBACK_SURCHARGE_PENCE.mirrorOrPolarized;
  } else if (name.includes("ultimate transitions")) {
    extra = BARCODE_FALLBACK_SURCHARGE_PENCE.ultimateTransitions;
  }
  return input.basePricePence + extra;
}

interface BarcodeVariantInput {
  color: { id: number; name: string };
  lens: { id: number; name: string; additionalPricePence: number };
}

interface BarcodeVariantRow {
  colorId: number;
  colorName: string;
  lensTypeId: number;
  lensTypeName: string;
  sku: string;
  upc: string;
  pricePence: number;
}

/** Every colour × every primary lens type, colours first. */
export function barcodeVariants(
  colors: BarcodeVariantInput["color"][],
  lenses: BarcodeVariantInput["lens"][],
  basePricePence: number,
): BarcodeVariantRow[] {
  return colors.flatMap((color) =>
    lenses.map((lens) => ({
      colorId: color.id,
      colorName: color.name,
      lensTypeId: lens.id,
      lensTypeName: lens.name,
      sku: barcodeSku(color.id, lens.id),
      upc: barcodeUpc(color.id, lens.id),
      pricePence: barcodePricePence({
        basePricePence,
        lensName: lens.name,
        lensAdditionalPence: lens.additionalPricePence,
      }),
    })),
  );
}

const BARCODE_CSV_HEADER = ["SKU", "UPC", "Color", "Lens Type", "Price"] as const;

/** CSV with the columns SKU, UPC, Color, Lens Type, Price (price as "55.00"), CRLF line ends. */
export function barcodeCsv(
  rows: { sku: string; upc: string; colorName: string; lensTypeName: string; price: string }[],
): string {
  let csv = csvLine(BARCODE_CSV_HEADER);
  for (const r of rows) csv += csvLine([r.sku, r.upc, r.colorName, r.lensTypeName, r.price]);
  return csv;
}
