import { mkdtempSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxTransport } from "./outbox.ts";
import { smtpTransport } from "./smtp.ts";
import type { MailMessage } from "./types.ts";

const PDF = Buffer.from("%PDF-1.4 not really\n\u0000\u00ff", "latin1");
const MESSAGE: MailMessage & { from: string; id: number } = {
  id: 7,
  from: "Shop <orders@shop.example>",
  to: "jobs@lab.example.com",
  subject: "Lab job LJ-1",
  text: "The job is attached.",
  attachments: [
    {
      filename: "LJ-1.oma",
      contentType: "application/octet-stream",
      content: "JOB=LJ-1\r\nSPH=-2.25;-2.50\r\n",
    },
    { filename: "LJ-1.pdf", contentType: "application/pdf", content: PDF },
  ],
};

const base64Of = (content: Buffer | string) => Buffer.from(content).toString("base64");

describe("attachments", () => {
  it("the outbox writes them after the text, base64, in a multipart/mixed message", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "mail-outbox-"));
    await outboxTransport(dataDir).deliver(MESSAGE);
    const eml = readFileSync(join(dataDir, "outbox", "0000000007.eml"), "utf8");
    const boundary = /Content-Type: multipart\/mixed; boundary="([^"]+)"/.exec(eml)?.[1];
    expect(boundary).toBeDefined();
    const parts = eml.split(`--${boundary}`);
    expect(parts).toHaveLength(5); // headers, text, two files, the closing "--"
    expect(parts[1]).toContain("Content-Type: text/plain; charset=utf-8");
    expect(parts[1]).toContain("The job is attached.");
    expect(parts[2]).toContain('Content-Disposition: attachment; filename="LJ-1.oma"');
    expect(parts[2]?.replace(/\s+/g, "")).toContain(base64Of(MESSAGE.attachments?.[0]?.content ?? ""));
    expect(parts[3]).toContain("Content-Type: application/pdf");
    expect(parts[3]?.replace(/\s+/g, "")).toContain(base64Of(PDF));
  });

  it("the outbox writes a message without them as before", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "mail-outbox-"));
    const { attachments: _none, ...plain } = MESSAGE;
    await outboxTransport(dataDir).deliver(plain);
    const eml = readFileSync(join(dataDir, "outbox", "0000000007.eml"), "utf8");
    expect(eml).not.toContain("multipart");
    expect(eml).toMatch(/MIME-Version: 1\.0\r\nContent-Type: text\/plain; charset=utf-8\r\n/);
  });

  describe("over SMTP", () => {
    const received: string[] = [];
    let server: SMTPServer;
    let port = 0;
    beforeAll(async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        onData(stream, _session, done) {
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            received.push(Buffer.concat(chunks).toString("utf8"));
            done();
          });
        },
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      port = (server.server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("are sent as nodemailer attachments", async () => {
      await smtpTransport(`smtp://127.0.0.1:${port}`).deliver(MESSAGE);
      const raw = received[0] ?? "";
      expect(raw).toMatch(/Content-Type: multipart\/mixed/);
      expect(raw).toMatch(/filename=LJ-1\.oma|filename="LJ-1\.oma"/);
      expect(raw).toMatch(/filename=LJ-1\.pdf|filename="LJ-1\.pdf"/);
      expect(raw.replace(/\s+/g, "")).toContain(base64Of(PDF));
    });
  });
});
