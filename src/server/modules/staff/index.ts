export { staffAdminRoutes } from "./admin-routes.ts";
export { staffInvitationRoutes } from "./routes.ts";
