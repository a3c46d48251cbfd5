/** "Only N left" shows at or below this many units unless LOW_STOCK_THRESHOLD says otherwise. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

/** A sellable variant: the product, with its colour, sock size or Africa R3D colour where it has one. */
export interface StockKey {
  productId: number;
  colorId: number | null;
  sockSizeId: number | null;
  /** An `africa_colors` id (Africa R3D); absent or null for every other product. */
  africaColorId?: number | null;
}

export const stockKeyOf = (k: StockKey): string =>
  `${k.productId}:${k.colorId ?? 0}:${k.sockSizeId ?? 0}${k.africaColorId ? `:a${k.africaColorId}` : ""}`;

export type StockState =
  | { kind: "untracked" }
  | { kind: "out" }
  | { kind: "low"; left: number }
  | { kind: "in"; left: number };

/** What the storefront says of a variant with `stock` units (null or undefined: not tracked). */
export function stockState(stock: number | null | undefined, threshold: number): StockState {
  if (stock === null || stock === undefined) return { kind: "untracked" };
  if (stock <= 0) return { kind: "out" };
  return stock <= threshold ? { kind: "low", left: stock } : { kind: "in", left: stock };
}

/** The most of a variant one line may hold: what is left where the stock is tracked, never more than `cap`. */
export function quantityLimit(state: StockState, cap: number): number {
  if (state.kind === "out") return 0;
  return state.kind === "untracked" ? cap : Math.min(state.left, cap);
}

/** The shopper's words for a variant's stock, or null when there is nothing to say. */
export function stockNotice(state: StockState): string | null {
  if (state.kind === "out") return "Out of stock";
  if (state.kind === "low") return `Only ${state.left} left`;
  return null;
}

/** "Sports Socks (Medium)", "Primary+ Sports Sunglasses (Pink)": how a refusal names the variant. */
export function variantName(productName: string, option: string | null | undefined): string {
  return option ? `${productName} (${option})` : productName;
}
