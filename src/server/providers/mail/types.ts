export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A transport: the outbox folder by default, SMTP when SMTP_URL is set. */
export interface MailTransport {
  readonly name: "outbox" | "smtp";
  deliver(message: MailMessage & { from: string; id: number }): Promise<void>;
}
