import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ContactMessage } from "#shared/schemas/admin.ts";
import type { ContactMessageStatus } from "#shared/schemas/contact.ts";
import { apiRequest } from "#web/lib/api.ts";
import { CONTACT_MESSAGES_URL } from "./admin-query.ts";

export function useUpdateContactStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; status: ContactMessageStatus }) => {
      const res = await apiRequest("PATCH", `${CONTACT_MESSAGES_URL}/${input.id}`, { status: input.status });
      return ContactMessage.parse(await res.json());
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CONTACT_MESSAGES_URL] }),
  });
}
