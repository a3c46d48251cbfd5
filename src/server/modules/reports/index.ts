export { reportAdminRoutes } from "./admin-routes.ts";
