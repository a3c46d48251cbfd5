export * from "./admin.ts";
export * from "./catalogue.ts";
export * from "./customers.ts";
export * from "./discounts.ts";
export * from "./orders.ts";
export * from "./payments.ts";
export * from "./shop-settings.ts";
export * from "./stock.ts";
