import { z } from "zod";
import { Created, FormEmail, requiredText } from "./fields.ts";

export const CONTACT_MESSAGE_STATUSES = ["unread", "read", "replied"] as const;
export const ContactMessageStatus = z.enum(CONTACT_MESSAGE_STATUSES);
export type ContactMessageStatus = z.infer<typeof ContactMessageStatus>;

/** POST /api/contact-messages. `source` names the page or widget the message came from. */
export const ContactMessageInput = z.object({
  name: requiredText("Name", "Name is required", { max: 120 }),
  email: FormEmail,
  subject: requiredText("Subject", "Subject is required", { max: 200 }),
  message: requiredText("Message", "Message is required", { max: 5000, multiline: true }),
  source: z
    .string({ error: "Source must be text" })
    .trim()
    .max(40, "Source must be at most 40 characters")
    .regex(/^[a-z0-9_-]*$/i, "Source may contain only letters, digits, - and _")
    .optional(),
});
export type ContactMessageInput = z.input<typeof ContactMessageInput>;

export const DEFAULT_CONTACT_SOURCE = "support";

export const ContactMessageCreated = Created;
export type ContactMessageCreated = Created;
