export { barcodeAdminRoutes } from "./admin-routes.ts";
