export { abandonedCartRoutes } from "./routes.ts";
