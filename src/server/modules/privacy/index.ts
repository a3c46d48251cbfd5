export { privacyAdminRoutes } from "./admin-routes.ts";
export { retentionPeriods } from "./retention-periods.ts";
export { privacyRoutes } from "./routes.ts";
