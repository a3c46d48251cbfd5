import { z } from "zod";

const OptionalId = z.number().int().positive().nullable();

/** One tracked variant's level in the storefront's `/api/stock`. */
const StockLevel = z.object({
  productId: z.number().int(),
  colorId: z.number().int().nullable(),
  sockSizeId: z.number().int().nullable(),
  africaColorId: z.number().int().nullable(),
  stock: z.number().int().min(0),
});

/** `GET /api/stock`: tracked variants only; a variant not listed is not tracked. */
export const StockResponse = z.object({
  lowStockThreshold: z.number().int().min(0),
  levels: z.array(StockLevel),
});
export type StockResponse = z.infer<typeof StockResponse>;

/** One sellable variant as the admin's Stock tab lists it; `stock` null means not tracked. */
export const StockVariant = z.object({
  productId: z.number().int(),
  productName: z.string(),
  colorId: z.number().int().nullable(),
  colorName: z.string().nullable(),
  sockSizeId: z.number().int().nullable(),
  sockSizeName: z.string().nullable(),
  /** Africa R3D: the `africa_colors` id (its name is `colorName`). */
  africaColorId: z.number().int().nullable(),
  stock: z.number().int().nullable(),
});
export type StockVariant = z.infer<typeof StockVariant>;

export const StockVariantsResponse = z.object({
  lowStockThreshold: z.number().int().min(0),
  variants: z.array(StockVariant),
});
export type StockVariantsResponse = z.infer<typeof StockVariantsResponse>;

/** `PUT /api/admin/stock`: one variant's level; null stops tracking it. */
export const StockUpdate = z.object({
  productId: z.number().int().positive(),
  colorId: OptionalId.default(null),
  sockSizeId: OptionalId.default(null),
  africaColorId: OptionalId.default(null),
  stock: z
    .number()
    .int("Stock must be a whole number")
    .min(0, "Stock cannot be negative")
    .max(1_000_000, "Stock must be at most 1,000,000")
    .nullable(),
});
export type StockUpdate = z.infer<typeof StockUpdate>;

/**
 * The CSV's exact header (`colour_id`, `size_id` blank where the product has none). For an Africa R3D
 * product, `colour_id` is its Africa colour's id (`africa_colors`).
 */
export const STOCK_CSV_HEADER = ["product_id", "colour_id", "size_id", "stock"] as const;

/** `POST /api/admin/stock/csv`: the file's text. */
export const StockCsvUpload = z.object({
  csv: z.string().min(1, "The file is empty").max(500_000, "The file is too large (500 KB at most)"),
});
export type StockCsvUpload = z.infer<typeof StockCsvUpload>;

export const StockCsvResult = z.object({ updated: z.number().int() });
export type StockCsvResult = z.infer<typeof StockCsvResult>;
