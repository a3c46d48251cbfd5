import { useQuery } from "@tanstack/react-query";
import { VerifyAuthResponse } from "#shared/schemas/admin.ts";
import type { Permission } from "#shared/staff/roles.ts";
import { getWithAuth } from "#web/lib/api.ts";
import { VERIFY_AUTH_URL } from "./use-auth.ts";

/** The signed-in person's name, role and permissions, for showing only what their role can use. */
export function useAdminIdentity() {
  return useQuery({
    queryKey: [VERIFY_AUTH_URL, "identity"],
    queryFn: async ({ signal }) => {
      const res = await getWithAuth(VERIFY_AUTH_URL, "throw", signal);
      return VerifyAuthResponse.parse(await res?.json());
    },
    staleTime: 60_000,
  });
}

/**
 * Whether the signed-in person may use something. Until their identity is known nothing is allowed, so a
 * screen never flashes a control their role lacks; the server refuses it anyway.
 */
export function useCan(): (permission: Permission) => boolean {
  const { data } = useAdminIdentity();
  return (permission) => data?.permissions.includes(permission) ?? false;
}
