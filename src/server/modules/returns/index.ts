export { returnAdminRoutes } from "./admin-routes.ts";
export { alertOverdueReturns, overdueReturns } from "./overdue.ts";
export { returnRoutes } from "./routes.ts";
