export { orderLookupRoutes } from "./routes.ts";
