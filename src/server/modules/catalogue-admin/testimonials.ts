import { asc, eq, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { DbOrTx } from "#server/db/client.ts";
import * as s from "#server/db/schema/index.ts";
import { HttpError, notFound } from "#server/lib/http-error.ts";
import type { AuditNote } from "#server/modules/audit/index.ts";
import {
  type AdminTestimonial,
  TestimonialInput,
  type TestimonialPatch,
  type TestimonialValues,
} from "#shared/schemas/testimonials.ts";
import { recordNotedChange } from "./changes.ts";

type Ctx = Pick<AppContext, "db" | "catalogue">;
type Row = typeof s.testimonials.$inferSelect;

const KIND = "testimonials";

const view = (r: Row): AdminTestimonial => ({
  id: r.id,
  name: r.name,
  achievement: r.achievement,
  quote: r.quote,
  verified: r.verified,
  location: r.location,
  sport: r.sport,
  source: r.source,
  page: r.page,
  active: r.active,
  sortOrder: r.sortOrder,
});

const valuesOf = ({ id: _id, sortOrder: _order, ...values }: AdminTestimonial): TestimonialValues => values;

const list = (db: DbOrTx) =>
  db.select().from(s.testimonials).orderBy(asc(s.testimonials.sortOrder), asc(s.testimonials.id));

const missing = (id: number) => notFound(`Testimonials: no testimonial with id ${id}`);

/** The fields that changed, old and new, for the change history. */
function diff(before: AdminTestimonial, after: AdminTestimonial) {
  const keys = (Object.keys(after) as (keyof AdminTestimonial)[]).filter(
    (k) => k !== "sortOrder" && before[k] !== after[k],
  );
  if (keys.length === 0) return null;
  return {
    oldValue: Object.fromEntries(keys.map((k) => [k, before[k]])),
    newValue: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/** Every testimonial, hidden ones too, in the admin's order (the storefront shows them in this order). */
export async function adminTestimonials(ctx: Pick<Ctx, "db">): Promise<AdminTestimonial[]> {
  return (await list(ctx.db)).map(view);
}

/** Each write and its history row in one transaction, then every instance drops its cached catalogue. */
async function write<T>(ctx: Ctx, run: (tx: DbOrTx) => Promise<T>): Promise<T> {
  const value = await ctx.db.transaction(run);
  ctx.catalogue.invalidate();
  return value;
}

/** A new testimonial goes last in the admin's order. */
export async function createTestimonial(
  ctx: Ctx,
  values: TestimonialValues,
  admin: string,
  note?: AuditNote,
): Promise<AdminTestimonial> {
  return write(ctx, async (tx) => {
    const [row] = await tx
      .insert(s.testimonials)
      .values({
        ...values,
        sortOrder: sql`(select coalesce(max(${s.testimonials.sortOrder}), 0) + 1 from ${s.testimonials})`,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    const created = view(row);
    await recordNotedChange(tx, note, {
      admin,
      kind: KIND,
      itemId: String(created.id),
      action: "create",
      oldValue: null,
      newValue: { ...created },
    });
    return created;
  });
}

/** Changes the fields sent; hiding is `active: false`. The edited testimonial must still be a whole one. */
export async function updateTestimonial(
  ctx: Ctx,
  id: number,
  patch: TestimonialPatch,
  admin: string,
  note?: AuditNote,
): Promise<AdminTestimonial> {
  const [row] = await ctx.db.select().from(s.testimonials).where(eq(s.testimonials.id, id));
  if (!row) throw missing(id);
  const before = view(row);
  const merged = TestimonialInput.safeParse({ ...valuesOf(before), ...patch });
  if (!merged.success) {
    const issue = merged.error.issues[0];
    throw new HttpError(400, issue ? `${issue.path.join(".")}: ${issue.message}` : "Invalid testimonial");
  }
  return write(ctx, async (tx) => {
    const [updated] = await tx
      .update(s.testimonials)
      .set({ ...merged.data, updatedAt: new Date() })
      .where(eq(s.testimonials.id, id))
      .returning();
    if (!updated) throw missing(id);
    const after = view(updated);
    const changed = diff(before, after);
    if (changed)
      await recordNotedChange(tx, note, {
        admin,
        kind: KIND,
        itemId: String(id),
        action: "update",
        ...changed,
      });
    return after;
  });
}

/** The testimonials in the given order, which must name each of them once. */
export async function reorderTestimonials(
  ctx: Ctx,
  ids: readonly number[],
  admin: string,
  note?: AuditNote,
): Promise<AdminTestimonial[]> {
  const rows = await list(ctx.db);
  const known = new Set(rows.map((r) => r.id));
  if (ids.length !== rows.length || ids.some((id) => !known.has(id))) {
    throw new HttpError(400, "Give every testimonial's id once, in the new order");
  }
  return write(ctx, async (tx) => {
    for (const [i, id] of ids.entries()) {
      await tx
        .update(s.testimonials)
        .set({ sortOrder: i + 1 })
        .where(eq(s.testimonials.id, id));
    }
    await recordNotedChange(tx, note, {
      admin,
      kind: KIND,
      itemId: null,
      action: "reorder",
      oldValue: { order: rows.map((r) => r.id) },
      newValue: { order: ids },
    });
    return (await list(tx)).map(view);
  });
}
