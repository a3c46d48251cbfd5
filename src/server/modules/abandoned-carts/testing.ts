export { restoreToken } from "./restore-token.ts";
export { saveCart } from "./test-carts.ts";
