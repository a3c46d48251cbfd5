export { discountAdminRoutes } from "./admin-routes.ts";
export { heldCount } from "./repo.ts";
export { codeCheckLimit, discountRoutes } from "./routes.ts";
export { appliedView, checkCode, ownerRefusal } from "./service.ts";
