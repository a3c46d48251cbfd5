import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  AdminSessions,
  EnrolmentStart,
  RecoveryCodes,
  SecondFactorStatus,
} from "#shared/schemas/admin-security.ts";
import { VERIFY_AUTH_KEY } from "#web/admin-auth/use-auth.ts";
import { apiRequest } from "#web/lib/api.ts";
import { useAdminQuery } from "./admin-query.ts";

export const MY_SESSIONS_URL = "/api/admin/me/sessions";
export const SECOND_FACTOR_URL = "/api/admin/me/second-factor";

export const useMySessions = () => useAdminQuery(MY_SESSIONS_URL, AdminSessions);
export const useSecondFactorStatus = () => useAdminQuery(SECOND_FACTOR_URL, SecondFactorStatus);

/** After a change to the second factor: its state, the session check (the guard reads it) and the sessions. */
function useRefreshSecurity() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [SECOND_FACTOR_URL] }),
      queryClient.invalidateQueries({ queryKey: VERIFY_AUTH_KEY }),
      queryClient.invalidateQueries({ queryKey: [MY_SESSIONS_URL] }),
    ]);
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `${MY_SESSIONS_URL}/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [MY_SESSIONS_URL] }),
  });
}

export function useStartEnrolment() {
  return useMutation({
    mutationFn: async () =>
      EnrolmentStart.parse(await (await apiRequest("POST", `${SECOND_FACTOR_URL}/enrol`)).json()),
  });
}

/** POSTs a code to one of the second factor's routes; the recovery codes when the route answers them. */
function useCodeAction<T>(path: string, read: (body: unknown) => T) {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: async (code: string) =>
      read(await (await apiRequest("POST", `${SECOND_FACTOR_URL}/${path}`, { code })).json()),
    onSuccess: () => refresh(),
  });
}

const recoveryCodes = (body: unknown) => RecoveryCodes.parse(body).recoveryCodes;

export const useConfirmEnrolment = () => useCodeAction("confirm", recoveryCodes);
export const useRegenerateRecoveryCodes = () => useCodeAction("recovery-codes", recoveryCodes);
export const useRemoveSecondFactor = () => useCodeAction("remove", () => undefined);

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      apiRequest("POST", "/api/admin/me/password", input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [MY_SESSIONS_URL] }),
  });
}
