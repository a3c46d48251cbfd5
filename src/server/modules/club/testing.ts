export { SIGNUP_MIN_MS } from "./service.ts";
