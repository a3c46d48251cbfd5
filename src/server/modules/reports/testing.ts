export { placedOrder, refundOf } from "./test-vat.ts";
