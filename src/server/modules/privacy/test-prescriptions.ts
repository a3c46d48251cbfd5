import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "#server/db/client.ts";
import { prescriptions } from "#server/db/schema/index.ts";
import { PNG_1PX, prescriptionForm, VALID_FIELDS } from "#server/modules/prescriptions/testing.ts";

let address = 0;

/**
 * For tests: a prescription sent through the storefront's form (so it is stored as the real route stores
 * it, sealed or not), with a PNG when `file` is set. Returns its id and file key.
 */
export async function sendPrescription(
  app: FastifyInstance,
  db: Db,
  fields: Partial<Record<keyof typeof VALID_FIELDS, string>> = {},
  file = false,
): Promise<{ id: number; fileKey: string | null }> {
  const form = prescriptionForm(
    { ...VALID_FIELDS, ...fields, uploadType: file ? "upload" : "manual" },
    file ? { bytes: PNG_1PX, name: "rx.png", type: "image/png" } : undefined,
  );
  address += 1;
  const res = await app.inject({
    method: "POST",
    url: "/api/prescriptions",
    payload: form,
    remoteAddress: `10.9.${Math.floor(address / 250)}.${address % 250}`,
  });
  if (res.statusCode !== 201) throw new Error(`prescription refused: ${res.statusCode} ${res.body}`);
  const id = res.json().id as number;
  const [row] = await db
    .select({ fileKey: prescriptions.fileKey })
    .from(prescriptions)
    .where(eq(prescriptions.id, id));
  return { id, fileKey: row?.fileKey ?? null };
}

/** Moves a prescription's submission time and ties it to an order (neither is a sealed column). */
export async function placePrescription(db: Db, id: number, at: Date, orderId: number | null = null) {
  await db.execute(
    sql`UPDATE prescriptions SET created_at = ${at.toISOString()}::timestamptz, order_id = ${orderId} WHERE id = ${id}`,
  );
}
