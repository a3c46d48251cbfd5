import { useMutation } from "@tanstack/react-query";
import type { ContactMessageCreated, ContactMessageInput } from "#shared/schemas/contact.ts";
import { apiRequest, readJson } from "#web/lib/api.ts";

async function postContactMessage(input: ContactMessageInput): Promise<ContactMessageCreated> {
  const res = await apiRequest("POST", "/api/contact-messages", input);
  return readJson<ContactMessageCreated>(res);
}

export function usePostContactMessage() {
  return useMutation({ mutationFn: postContactMessage });
}
