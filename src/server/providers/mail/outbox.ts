import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { MailMessage, MailTransport } from "./types.ts";

const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ");

/**
 * The whole message as a mail client opens it: the text part, and the HTML part beside it when there is
 * one (multipart/alternative). UTF-8 as it is (8bit, RFC 6532), so the file reads as plainly as the email.
 */
function compose(message: MailMessage & { from: string }): string {
  const headers = [
    `From: ${message.from}`,
    `To: ${message.to}`,
    `Subject: ${oneLine(message.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    // Header values come from the server (never a shopper); line breaks are taken out all the same.
    ...Object.entries(message.headers ?? {}).map(([k, v]) => `${k}: ${oneLine(v)}`),
    "MIME-Version: 1.0",
  ];
  const part = (type: string, body: string) =>
    `Content-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${body}\r\n`;
  if (message.html === undefined) return `${headers.join("\r\n")}\r\n${part("text/plain", message.text)}`;
  const boundary = `alt-${randomBytes(12).toString("hex")}`;
  return [
    `${headers.join("\r\n")}\r\nContent-Type: multipart/alternative; boundary="${boundary}"\r\n`,
    `--${boundary}\r\n${part("text/plain", message.text)}`,
    `--${boundary}\r\n${part("text/html", message.html)}`,
    `--${boundary}--\r\n`,
  ].join("\r\n");
}

/** Writes each message as an .eml file under DATA_DIR/outbox; nothing leaves the machine. */
export function outboxTransport(dataDir: string): MailTransport {
  const dir = join(dataDir, "outbox");
  return {
    name: "outbox",
    async deliver(message: MailMessage & { from: string; id: number }) {
      const body = compose(message);
      // Named after the outbox row: a message the worker sends again (its lease ran out) replaces its file.
      const file = join(dir, `${String(message.id).padStart(10, "0")}.eml`);
      // Write first and make the folder only when it is missing: one call per email on the checkout path.
      try {
        await writeFile(file, body, { mode: 0o600 });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        await mkdir(dir, { recursive: true, mode: 0o700 });
        await writeFile(file, body, { mode: 0o600 });
      }
    },
  };
}
