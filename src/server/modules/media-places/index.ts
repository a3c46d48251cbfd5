export { mediaPlaceAdminRoutes } from "./admin-routes.ts";
