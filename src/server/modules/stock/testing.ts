export { stockTesting } from "./test-stock.ts";
