import { useMutation, useQuery } from "@tanstack/react-query";
import { InvitationAccepted, InvitationView } from "#shared/schemas/staff.ts";
import { apiRequest, getWithAuth } from "#web/lib/api.ts";

const INVITATION_URL = "/api/staff/invitation";

/** Who an invitation link is for; an error says why it cannot be used. */
export const useInvitation = (token: string) =>
  useQuery({
    queryKey: [INVITATION_URL, token],
    queryFn: async ({ signal }) => {
      const res = await getWithAuth(`${INVITATION_URL}?token=${encodeURIComponent(token)}`, "throw", signal);
      return InvitationView.parse(await res?.json());
    },
    retry: false,
  });

export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: async (body: { token: string; password: string }) => {
      const res = await apiRequest("POST", `${INVITATION_URL}/accept`, body);
      return InvitationAccepted.parse(await res.json());
    },
  });
