export {
  adminToken,
  bearer,
  clearTestSecondFactor,
  enrolTestSecondFactor,
  logout,
  staffToken,
  TEST_ADMIN,
} from "./test-admin.ts";
