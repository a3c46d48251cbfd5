import type { FastifyReply } from "fastify";

/** An invoice (or a credit note) as a download named after its number. */
export function sendPdf(
  reply: FastifyReply,
  number: string,
  pdf: Buffer,
  kind: "invoice" | "credit-note" = "invoice",
) {
  const name = number.replace(/[^A-Za-z0-9-]/g, "");
  return reply
    .type("application/pdf")
    .header("content-disposition", `attachment; filename="${kind}-${name}.pdf"`)
    .header("cache-control", "private, no-store")
    .send(pdf);
}
