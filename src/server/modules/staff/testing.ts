export { useStaffApp } from "./test-staff.ts";
