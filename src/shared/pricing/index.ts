export * from "./charge.ts";
export * from "./configurator.ts";
export * from "./discount.ts";
export * from "./line.ts";
export * from "./shipping.ts";
export * from "./socks.ts";
