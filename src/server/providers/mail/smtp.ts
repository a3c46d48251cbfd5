import nodemailer from "nodemailer";
import type { MailMessage, MailTransport } from "./types.ts";

export function smtpTransport(url: string): MailTransport {
  // Bounded waits, so one send always ends well inside the queue's lease (EmailService).
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    name: "smtp",
    check: () => transporter.verify(),
    async deliver(message: MailMessage & { from: string; id: number }) {
      await transporter.sendMail({
        // One id per outbox row, also when a send is repeated, so a receiving system can drop the copy.
        messageId: `<outbox-${message.id}@${domainOf(message.from)}>`,
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map(({ filename, contentType, content }) => ({
                filename,
                contentType,
                content,
              })),
            }
          : {}),
      });
    },
  };
}

function domainOf(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}
