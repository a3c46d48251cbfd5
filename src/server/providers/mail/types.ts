/** A file sent with an email (the lab's job file and job sheet). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer | string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on club emails. */
  headers?: Record<string, string>;
  /** Never stored in the queue: the queue's `attachments` source gives them back when the email is sent. */
  attachments?: MailAttachment[];
}

/** A transport: the outbox folder by default, SMTP when SMTP_URL is set. */
export interface MailTransport {
  readonly name: "outbox" | "smtp";
  deliver(message: MailMessage & { from: string; id: number }): Promise<void>;
  /** Resolves when the mail server answers (readiness names "smtp" when it does not); none for the outbox. */
  check?(): Promise<unknown>;
}
