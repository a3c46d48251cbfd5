export {
  type BusinessCtx,
  businessDetails,
  businessDetailsOf,
  warnOfExampleDetails,
} from "./business-details.ts";
export { firstImage } from "./first-image.ts";
export { offered } from "./offered.ts";
export { linkCatalogueInvalidation } from "./redis-invalidation.ts";
export { type CatalogueRows, loadShopSettings } from "./repo.ts";
export { catalogueRoutes } from "./routes.ts";
export {
  type CachedBody,
  CatalogueService,
  type CatalogueSnapshot,
  shown,
} from "./service.ts";
export {
  colorView,
  finishView,
  lensView,
  prescriptionLensView,
  productView,
  settingsView,
  visionView,
} from "./views.ts";
