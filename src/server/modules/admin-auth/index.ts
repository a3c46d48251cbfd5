export { adminSessionRoutes } from "./admin-routes.ts";
export { bootstrapAdmin } from "./bootstrap.ts";
export { hashPassword } from "./passwords.ts";
export { adminAuthRoutes } from "./routes.ts";
export { hashToken, revokeAllSessions, sessionMaxAgeMs, verifySession } from "./service.ts";
