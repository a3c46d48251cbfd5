/**
 * The cookie policy's version. Change it whenever the cookie categories or what they cover change: every
 * stored choice of another version then counts as no choice, and the banner asks again.
 */
export const CONSENT_POLICY_VERSION = "2026-11-25";
