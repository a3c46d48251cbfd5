export { orderLookupRoutes } from "./routes.ts";
export { normaliseOrderNumber, orderFromLookup, orderFromToken } from "./service.ts";
