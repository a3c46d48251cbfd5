import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { adminUsers, auditLog } from "#server/db/schema/index.ts";
import { toIntArray } from "#server/lib/sql-rows.ts";
import type { AuditFilter } from "#shared/schemas/audit.ts";

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/** The only statement that writes the trail: it is never updated or deleted. */
export async function insertAuditRow(db: DbOrTx, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

/** One row per id, in one statement however many ids there are. */
export async function insertAuditRowsFor(
  db: DbOrTx,
  ids: readonly number[],
  row: Omit<NewAuditRow, "entityId">,
): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    INSERT INTO audit_log (actor_id, actor_name, ip, action, entity, entity_id)
    SELECT ${row.actorId ?? null}::int, ${row.actorName}::text, ${row.ip ?? null}::text, ${row.action}::text,
           ${row.entity}::text, unnest(${toIntArray(ids)})::text`);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.entity === undefined ? undefined : eq(auditLog.entity, filter.entity),
    filter.entityId === undefined ? undefined : eq(auditLog.entityId, filter.entityId),
    filter.from === undefined ? undefined : gte(auditLog.at, new Date(`${filter.from}T00:00:00Z`)),
    filter.to === undefined ? undefined : lt(auditLog.at, nextDay(filter.to)),
  );
}

/** Newest first; `limit` rows from `offset`. */
export function listAuditRows(
  db: DbOrTx,
  filter: AuditFilter,
  range: { offset: number; limit: number },
): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(whereOf(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .offset(range.offset)
    .limit(range.limit);
}

/** Prescription reads, for the access log view: one prescription's, or everyone's. */
export function listPrescriptionReads(
  db: DbOrTx,
  opts: { prescriptionId?: number; actions: string[]; limit: number },
): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, "prescription"),
        inArray(auditLog.action, opts.actions),
        opts.prescriptionId === undefined ? undefined : eq(auditLog.entityId, String(opts.prescriptionId)),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(opts.limit);
}

/** Everyone who can appear as an actor: admin users are disabled, never deleted. */
export function listAdminPeople(db: DbOrTx) {
  return db
    .select({ id: adminUsers.id, username: adminUsers.username, name: adminUsers.name })
    .from(adminUsers)
    .orderBy(asc(adminUsers.username));
}
