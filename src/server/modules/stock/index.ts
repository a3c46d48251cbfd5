export { stockAdminRoutes } from "./admin-routes.ts";
export { checkHoldLimits } from "./hold-limits.ts";
export {
  dropReservations,
  findShortage,
  holdsUnits,
  isStockShortage,
  orderStockLines,
  retakeStock,
  returnStockUnlessShipped,
  STOCK_RETURN_SQL,
  STOCK_TAKE_SQL,
  shortageError,
  stockMoved,
  takeStock,
  takeUnheldStock,
} from "./holds.ts";
export { restockUnits } from "./restock.ts";
