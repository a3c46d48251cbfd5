import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { emailOutbox } from "#server/db/schema/index.ts";
import { sendQueuedEmails } from "#server/jobs/send-emails.ts";
import { labJobFile, labJobSheet } from "#server/modules/lab/index.ts";
import { SINGLE_VISION, VARIFOCAL_WITH_PRISM } from "#server/modules/lab/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";

const LAB = "jobs@lab.example.com";

/** Each attachment of an .eml file: its file name and its decoded bytes. */
function attachmentsOf(eml: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  for (const part of eml.split(/\r\n--mixed-[0-9a-f]+(?:--)?\r\n/)) {
    const name = /Content-Disposition: attachment; filename="([^"]+)"/.exec(part)?.[1];
    if (!name) continue;
    const body = part.slice(part.indexOf("\r\n\r\n") + 4);
    found.set(name, Buffer.from(body.replace(/\s+/g, ""), "base64"));
  }
  return found;
}

describe.each(dbKinds())("the email lab on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { LAB_PROVIDER: "email", LAB_EMAIL: LAB });
  });
  afterAll(() => t.close());

  it("queues one email to LAB_EMAIL, sent with the job file and the job sheet attached", async () => {
    expect(t.ctx.lab.name).toBe("email");
    const files = { oma: labJobFile(SINGLE_VISION), sheetPdf: await labJobSheet(SINGLE_VISION) };

    const first = await t.ctx.lab.submit(SINGLE_VISION, files);
    const again = await t.ctx.lab.submit(SINGLE_VISION, files);

    const rows = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "lab_job"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      to: LAB,
      subject: "Lab job LJ-000101 (order NDR-1001)",
      status: "queued",
    });
    expect(first.reference).toBe(`outbox-${rows[0]?.id}`);
    expect(again.reference).toBe("lab_job:LJ-000101");
    // Waiting for the mail worker, the prescription is sealed.
    const waiting = readdirSync(join(t.dataDir, "lab")).sort();
    expect(waiting).toEqual(["LJ-000101.oma.sealed", "LJ-000101.pdf.sealed"]);
    expect(readFileSync(join(t.dataDir, "lab", "LJ-000101.oma.sealed")).includes("SPH=")).toBe(false);

    await sendQueuedEmails(t.ctx);
    const [sent] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "lab_job"));
    expect(sent?.status).toBe("sent");
    const outbox = join(t.dataDir, "outbox");
    const eml = readFileSync(join(outbox, `${String(sent?.id).padStart(10, "0")}.eml`), "utf8");
    expect(eml).toContain(`To: ${LAB}`);
    expect(eml).toMatch(/Content-Type: multipart\/mixed; boundary="mixed-/);
    const attachments = attachmentsOf(eml);
    expect([...attachments.keys()]).toEqual(["LJ-000101.oma", "LJ-000101.pdf"]);
    expect(attachments.get("LJ-000101.oma")?.toString("utf8")).toBe(files.oma);
    expect(attachments.get("LJ-000101.pdf")?.equals(files.sheetPdf)).toBe(true);
    expect(readdirSync(outbox)).toHaveLength(1);
  });
});

describe.each(dbKinds())("the app's lab on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("is the sandbox by default, and calls the hook the app registers when a job comes back", async () => {
    expect(t.ctx.lab.name).toBe("sandbox");
    const returned = vi.fn(async (_jobNumber: string) => {});
    t.ctx.lab.onReturned(returned);
    const files = {
      oma: labJobFile(VARIFOCAL_WITH_PRISM),
      sheetPdf: await labJobSheet(VARIFOCAL_WITH_PRISM),
    };
    await t.ctx.lab.submit(VARIFOCAL_WITH_PRISM, files);
    await vi.waitFor(() => expect(returned).toHaveBeenCalledWith("LJ-000102"));
    expect(readdirSync(join(t.dataDir, "lab")).sort()).toEqual(["LJ-000102.oma", "LJ-000102.pdf"]);
  });
});
