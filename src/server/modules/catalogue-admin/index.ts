export { catalogueAdminRoutes } from "./admin-routes.ts";
