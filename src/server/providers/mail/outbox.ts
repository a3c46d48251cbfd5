import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { MailMessage, MailTransport } from "./types.ts";

/** Writes each message as an .eml file under DATA_DIR/outbox; nothing leaves the machine. */
export function outboxTransport(dataDir: string): MailTransport {
  const dir = join(dataDir, "outbox");
  return {
    name: "outbox",
    async deliver(message: MailMessage & { from: string; id: number }) {
      const headers = [
        `From: ${message.from}`,
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        `Date: ${new Date().toUTCString()}`,
        // Header values come from the server (never a shopper); line breaks are taken out all the same.
        ...Object.entries(message.headers ?? {}).map(([k, v]) => `${k}: ${v.replace(/[\r\n]+/g, " ")}`),
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=utf-8",
      ];
      // Named after the outbox row: a message the worker sends again (its lease ran out) replaces its file.
      const file = join(dir, `${String(message.id).padStart(10, "0")}.eml`);
      const body = `${headers.join("\r\n")}\r\n\r\n${message.text}\r\n`;
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
