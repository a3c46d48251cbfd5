import type { Permission } from "#shared/staff/roles.ts";
import { useSessionCheck } from "./use-auth.ts";

/** The signed-in person's name, role and permissions (the session check's answer), for showing only what their role can use. */
export function useAdminIdentity() {
  const { verification } = useSessionCheck({ always: true });
  return { data: verification.data ?? undefined };
}

/**
 * Whether the signed-in person may use something. Until their identity is known nothing is allowed, so a
 * screen never flashes a control their role lacks; the server refuses it anyway.
 */
export function useCan(): (permission: Permission) => boolean {
  const { data } = useAdminIdentity();
  return (permission) => data?.permissions.includes(permission) ?? false;
}
