export { adminToken, bearer, logout, staffToken, TEST_ADMIN } from "./test-admin.ts";
