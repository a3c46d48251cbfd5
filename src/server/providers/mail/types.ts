export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on club emails. */
  headers?: Record<string, string>;
}

/** A transport: the outbox folder by default, SMTP when SMTP_URL is set. */
export interface MailTransport {
  readonly name: "outbox" | "smtp";
  deliver(message: MailMessage & { from: string; id: number }): Promise<void>;
  /** Resolves when the mail server answers (readiness names "smtp" when it does not); none for the outbox. */
  check?(): Promise<unknown>;
}
