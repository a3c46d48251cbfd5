/**
 * Fixed prescription keys for tests (32 bytes each, base64), so no test writes a key into its data dir.
 * Never used outside tests.
 */
export const TEST_PRESCRIPTION_KEY = Buffer.alloc(32, 7).toString("base64");
export const OTHER_PRESCRIPTION_KEY = Buffer.alloc(32, 9).toString("base64");
