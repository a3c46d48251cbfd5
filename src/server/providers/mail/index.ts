import type { Config } from "#server/env.ts";
import { outboxTransport } from "./outbox.ts";
import { smtpTransport } from "./smtp.ts";
import type { MailTransport } from "./types.ts";

export type { MailAttachment, MailMessage, MailTransport } from "./types.ts";

export function createMailTransport(config: Config): MailTransport {
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL) : outboxTransport(config.dataDir);
}
