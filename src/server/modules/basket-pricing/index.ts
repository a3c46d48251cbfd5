export { pricePrescriptionPro } from "./prescription-pro.ts";
export { basketPricingRoutes } from "./routes.ts";
export { amountsView, type PricedBasketLine, priceLines, type Quote, quote } from "./service.ts";
