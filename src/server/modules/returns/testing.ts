export { type ReturnsTestApp, useReturnsApp } from "./test-returns.ts";
