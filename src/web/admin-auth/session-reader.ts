import type { VerifyAuthResponse } from "#shared/schemas/admin.ts";
import { PERMISSIONS, ROLES } from "#shared/staff/roles.ts";
import { SECOND_FACTOR_STATES } from "#shared/staff/second-factor.ts";
import { array, INVALID, literal, object, type Reader, text } from "#web/lib/shape.ts";

/**
 * GET /api/verify-auth's answer, read with the shell's small readers: the storefront's header asks it, so
 * zod must not come with it (the home page's first-load budget). Held to the zod schema by its test.
 */
export const readSession: Reader<VerifyAuthResponse> = object({
  authenticated: (v: unknown) => (v === true ? true : INVALID),
  username: text(),
  role: literal(...ROLES),
  permissions: array(literal(...PERMISSIONS)),
  secondFactor: literal(...SECOND_FACTOR_STATES),
});
