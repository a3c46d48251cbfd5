export {
  adminToken,
  bearer,
  enrolTestSecondFactor,
  logout,
  staffToken,
  TEST_ADMIN,
} from "./test-admin.ts";
