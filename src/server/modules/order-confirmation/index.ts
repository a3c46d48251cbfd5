export { orderConfirmationRoutes } from "./routes.ts";
