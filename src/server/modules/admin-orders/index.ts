export { adminOrderRoutes } from "./routes.ts";
