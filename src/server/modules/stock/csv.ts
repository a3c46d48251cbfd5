import type { Issue } from "#server/lib/http-error.ts";
import { STOCK_CSV_HEADER, type StockUpdate } from "#shared/schemas/stock.ts";
import { stockKeyOf } from "#shared/stock.ts";
import { describeKey } from "./variants.ts";

const WHOLE = /^\d+$/;
const MAX_STOCK = 1_000_000;

/** A blank cell is null; anything else must be a whole number. */
function optionalId(cell: string, what: string): number | null | string {
  if (cell === "") return null;
  return WHOLE.test(cell) && Number(cell) > 0 ? Number(cell) : `${what} "${cell}" is not an id`;
}

/** One row as an update, or why it is refused. */
function parseRow(line: string, known: Known, seen: Set<string>): StockUpdate | string {
  const cells = line.split(",").map((c) => c.trim());
  if (cells.length !== STOCK_CSV_HEADER.length) return `Expected 4 values, found ${cells.length}`;
  const [productCell, colourCell, sizeCell, stockCell] = cells as [string, string, string, string];
  if (!WHOLE.test(productCell) || Number(productCell) <= 0) return `product_id "${productCell}" is not an id`;
  const colorId = optionalId(colourCell, "colour_id");
  if (typeof colorId === "string") return colorId;
  const sockSizeId = optionalId(sizeCell, "size_id");
  if (typeof sockSizeId === "string") return sockSizeId;
  let stock: number | null = null;
  if (stockCell !== "") {
    if (!WHOLE.test(stockCell)) return `stock "${stockCell}" must be a whole number of 0 or more, or blank`;
    stock = Number(stockCell);
    if (stock > MAX_STOCK) return `stock must be at most ${MAX_STOCK.toLocaleString("en-GB")}`;
  }
  const productId = Number(productCell);
  // An Africa R3D product's colour_id names one of its own colours (africa_colors), not a frame colour.
  const update = known.africaProducts.has(productId)
    ? { productId, colorId: null, sockSizeId, africaColorId: colorId, stock }
    : { productId, colorId, sockSizeId, africaColorId: null, stock };
  const key = stockKeyOf(update);
  if (!known.keys.has(key)) return `No sellable variant has these ids (${describeKey(update)})`;
  if (seen.has(key)) return `This variant is already set on an earlier line (${describeKey(update)})`;
  seen.add(key);
  return update;
}

/** The sellable variants' keys, and the products whose colour_id is an Africa R3D colour. */
interface Known {
  keys: ReadonlySet<string>;
  africaProducts: ReadonlySet<number>;
}

/**
 * The admin's stock file, checked row by row against the sellable variants (`known`): every refused row is
 * reported with its line number, and the updates come back only when no row was refused.
 */
export function parseStockCsv(text: string, known: Known): { updates: StockUpdate[]; refused: Issue[] } {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  while (lines.length > 0 && lines.at(-1)?.trim() === "") lines.pop();
  const header = (lines[0] ?? "").split(",").map((h) => h.trim().toLowerCase());
  if (header.join(",") !== STOCK_CSV_HEADER.join(",")) {
    return {
      updates: [],
      refused: [{ path: "line 1", message: `The header must be exactly: ${STOCK_CSV_HEADER.join(",")}` }],
    };
  }
  if (lines.length < 2)
    return { updates: [], refused: [{ path: "line 2", message: "The file has no rows" }] };
  const updates: StockUpdate[] = [];
  const refused: Issue[] = [];
  const seen = new Set<string>();
  lines.slice(1).forEach((line, i) => {
    const row = parseRow(line, known, seen);
    if (typeof row === "string") refused.push({ path: `line ${i + 2}`, message: row });
    else updates.push(row);
  });
  return refused.length > 0 ? { updates: [], refused } : { updates, refused };
}
