export { clubRoutes } from "./routes.ts";
