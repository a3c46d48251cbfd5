export { OPT_OUT_KEY_SQL, optOutKey } from "./opt-outs.ts";
export { clubRoutes } from "./routes.ts";
export { unsubscribeUrls } from "./service.ts";
