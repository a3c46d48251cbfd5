export * from "./basket.ts";
export * from "./catalogue.ts";
export * from "./common.ts";
