import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { MailAttachment, MailMessage, MailTransport } from "./types.ts";

const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ");

const boundaryOf = (kind: string) => `${kind}-${randomBytes(12).toString("hex")}`;

/** Base64 in lines of 76 characters (RFC 2045). */
const base64Lines = (content: Buffer | string) =>
  (
    Buffer.from(content)
      .toString("base64")
      .match(/.{1,76}/g) ?? []
  ).join("\r\n");

function attachmentPart(a: MailAttachment): string {
  const name = oneLine(a.filename).replace(/["\\]/g, "");
  return [
    `Content-Type: ${oneLine(a.contentType)}; name="${name}"`,
    "Content-Transfer-Encoding: base64",
    `Content-Disposition: attachment; filename="${name}"`,
    "",
    base64Lines(a.content),
    "",
  ].join("\r\n");
}

/** The text part, or the text and HTML parts side by side (multipart/alternative), with their headers. */
function bodyPart(message: MailMessage): string {
  const part = (type: string, body: string) =>
    `Content-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${body}\r\n`;
  if (message.html === undefined) return part("text/plain", message.text);
  const boundary = boundaryOf("alt");
  return [
    `Content-Type: multipart/alternative; boundary="${boundary}"\r\n`,
    `--${boundary}\r\n${part("text/plain", message.text)}`,
    `--${boundary}\r\n${part("text/html", message.html)}`,
    `--${boundary}--\r\n`,
  ].join("\r\n");
}

/**
 * The whole message as a mail client opens it: the body, and after it any attachments (the whole then
 * multipart/mixed). UTF-8 as it is (8bit, RFC 6532), so the file reads as plainly as the email.
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
  ].join("\r\n");
  const attachments = message.attachments ?? [];
  if (attachments.length === 0) return `${headers}\r\n${bodyPart(message)}`;
  const mixed = boundaryOf("mixed");
  return [
    `${headers}\r\nContent-Type: multipart/mixed; boundary="${mixed}"\r\n`,
    `--${mixed}\r\n${bodyPart(message)}`,
    ...attachments.map((a) => `--${mixed}\r\n${attachmentPart(a)}`),
    `--${mixed}--\r\n`,
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
