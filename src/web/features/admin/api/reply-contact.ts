import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ContactMessage } from "#shared/schemas/admin.ts";
import { apiRequest } from "#web/lib/api.ts";
import { CONTACT_MESSAGES_URL, EMAILS_URL } from "./admin-query.ts";

/** POST /api/contact-messages/:id/reply: emails the reply and marks the message replied. */
export function useReplyToContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; message: string }) => {
      const res = await apiRequest("POST", `${CONTACT_MESSAGES_URL}/${input.id}/reply`, {
        message: input.message,
      });
      return ContactMessage.parse(await res.json());
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [CONTACT_MESSAGES_URL] }),
        queryClient.invalidateQueries({ queryKey: [EMAILS_URL] }),
      ]),
  });
}
