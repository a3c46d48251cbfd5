import { apiRequest } from "#web/lib/api.ts";

/** Where a message left from the chat widget shows in the admin's Contact tab. */
const CHAT_OFFLINE_SOURCE = "chat-offline";

/** POST /api/contact-messages: the widget's "nobody is online" form lands as a contact message. */
export async function leaveMessage(input: { name: string; email: string; message: string }): Promise<void> {
  await apiRequest("POST", "/api/contact-messages", {
    ...input,
    subject: "Message left in the live chat",
    source: CHAT_OFFLINE_SOURCE,
  });
}
