import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type InviteBody, type RoleBody, StaffChanged, StaffList } from "#shared/schemas/staff.ts";
import { apiRequest } from "#web/lib/api.ts";
import { useAdminQuery } from "./admin-query.ts";

export const STAFF_URL = "/api/admin/staff";

export const useStaff = () =>
  useAdminQuery(
    STAFF_URL,
    StaffList.transform((list) => list.people),
  );

export type StaffAction =
  | {
      id: number;
      action:
        | "disable"
        | "enable"
        | "end-sessions"
        | "invitation/resend"
        | "invitation/cancel"
        | "second-factor/reset";
    }
  | { id: number; action: "role"; body: RoleBody };

/** POST /api/admin/staff/:id/<action>: each answers the person as they are now. */
export function useStaffAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (a: StaffAction) => {
      await apiRequest("POST", `${STAFF_URL}/${a.id}/${a.action}`, "body" in a ? a.body : {});
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [STAFF_URL] }),
  });
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InviteBody) => {
      const res = await apiRequest("POST", `${STAFF_URL}/invitations`, body);
      return StaffChanged.parse(await res.json()).person;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [STAFF_URL] }),
  });
}
