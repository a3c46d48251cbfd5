export { insertTestOrder } from "./test-orders.ts";
