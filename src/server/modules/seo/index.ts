export { seoPageHead, seoRoutes } from "./routes.ts";
export { NO_PAGES, type Site, siteOf } from "./site.ts";
