export { shippingAdminRoutes } from "./admin-routes.ts";
