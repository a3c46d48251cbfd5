export { adminSessionRoutes } from "./admin-routes.ts";
export { bootstrapAdmin } from "./bootstrap.ts";
export { adminAuthRoutes } from "./routes.ts";
export { verifySession } from "./service.ts";
