export { adminToken, bearer, logout, TEST_ADMIN } from "./test-admin.ts";
