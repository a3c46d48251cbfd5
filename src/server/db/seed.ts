import { count, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { DEFAULT_TESTIMONIALS } from "#shared/testimonial-defaults.ts";
import type { Db } from "./client.ts";
import * as s from "./schema/index.ts";
import * as data from "./seed-data.ts";

export const SERIAL_TABLES: Array<[PgTable, readonly { id: number }[], string]> = [
  [s.products, data.PRODUCT_ROWS, "products"],
  [s.colors, data.COLOR_ROWS, "colors"],
  [s.primaryLensTypes, data.LENS_ROWS, "primary_lens_types"],
  [s.spareLensTypes, data.LENS_ROWS, "spare_lens_types"],
  [s.prescriptionLensTypes, data.PRESCRIPTION_LENS_ROWS, "prescription_lens_types"],
  [s.finishes, data.FINISH_ROWS, "finishes"],
  [s.sockSizes, data.SOCK_SIZE_ROWS, "sock_sizes"],
  [s.africaFrames, data.AFRICA_FRAME_ROWS, "africa_frames"],
  [s.africaColors, data.AFRICA_COLOR_ROWS, "africa_colors"],
  [s.africaVisionTypes, data.AFRICA_VISION_ROWS, "africa_vision_types"],
  [s.africaLensTypes, data.AFRICA_LENS_ROWS, "africa_lens_types"],
];

/** Inserts the catalogue rows that are missing. Rows the admin changed are left alone. */
export async function seedCatalogue(db: Db, opts: { demoDiscount: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [table, rows, name] of SERIAL_TABLES) {
      await tx.insert(table).values(rows).onConflictDoNothing();
      // Explicit ids leave the sequence behind; move it past the highest id.
      await tx.execute(
        sql.raw(`SELECT setval(pg_get_serial_sequence('${name}', 'id'), (SELECT max(id) FROM ${name}))`),
      );
    }
    await tx.insert(s.visionTypes).values(data.VISION_ROWS).onConflictDoNothing();
    // Only into an empty table: from then on the testimonials are the owner's (hidden ones included).
    const [testimonials] = await tx.select({ n: count() }).from(s.testimonials);
    if (Number(testimonials?.n ?? 0) === 0) {
      await tx
        .insert(s.testimonials)
        .values(DEFAULT_TESTIMONIALS.map((t, i) => ({ ...t, sortOrder: i + 1 })));
    }
    if (opts.demoDiscount) {
      await tx
        .insert(s.discountCodes)
        .values({
          code: "DEMO10",
          description: "Demo code: 10% off",
          discountType: "percentage",
          discountValue: 10,
        })
        .onConflictDoNothing();
    }
  });
}
