export { contactAdminRoutes } from "./admin-routes.ts";
export { contactRoutes } from "./routes.ts";
