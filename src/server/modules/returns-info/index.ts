export { returnsInfoRoutes } from "./routes.ts";
