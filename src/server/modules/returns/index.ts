export { returnAdminRoutes } from "./admin-routes.ts";
export { forgetReturns } from "./forget.ts";
export { orderReturnColumns } from "./order-figures.ts";
export { orderReturnSummaries } from "./order-returns.ts";
export { alertOverdueReturns, overdueReturns } from "./overdue.ts";
export { returnRoutes } from "./routes.ts";
