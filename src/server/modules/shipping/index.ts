export { shippingAdminRoutes } from "./admin-routes.ts";
export { shopperOnLabel } from "./service.ts";
