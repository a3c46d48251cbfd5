export { SAVED_BUSINESS_DETAILS } from "./test-business-details.ts";
