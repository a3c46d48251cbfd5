export { adminSessionRoutes } from "./admin-routes.ts";
export { bootstrapAdmin } from "./bootstrap.ts";
export { myAccountRoutes } from "./me-routes.ts";
export { hashPassword } from "./passwords.ts";
export { resealSecondFactorSecrets } from "./reseal-secrets.ts";
export { resetSecondFactor } from "./reset-second-factor.ts";
export { adminAuthRoutes } from "./routes.ts";
export { hashToken, revokeAllSessions, sessionMaxAgeMs, verifySession } from "./service.ts";
export { secondFactorResetRoutes } from "./staff-routes.ts";
