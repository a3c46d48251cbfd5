export { DISCOUNT_MESSAGES } from "./service.ts";
