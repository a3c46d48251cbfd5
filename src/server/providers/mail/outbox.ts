import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { MailMessage, MailTransport } from "./types.ts";

/** Writes each message as an .eml file under DATA_DIR/outbox; nothing leaves the machine. */
export function outboxTransport(dataDir: string): MailTransport {
  const dir = join(dataDir, "outbox");
  return {
    name: "outbox",
    async deliver(message: MailMessage & { from: string; id: number }) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const headers = [
        `From: ${message.from}`,
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        `Date: ${new Date().toUTCString()}`,
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=utf-8",
      ];
      const name = `${Date.now()}-${message.id}.eml`;
      await writeFile(join(dir, name), `${headers.join("\r\n")}\r\n\r\n${message.text}\r\n`, { mode: 0o600 });
    },
  };
}
