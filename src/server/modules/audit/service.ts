import type { FastifyRequest } from "fastify";
import type { AppContext } from "#server/context.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { type AuditAction, entityOf } from "#shared/audit/actions.ts";
import { csvLine } from "#shared/csv.ts";
import {
  AUDIT_CSV_COLUMNS,
  AUDIT_EXPORT_LIMIT,
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditFilter,
  type AuditPage,
  type AuditPerson,
  type AuditQuery,
} from "#shared/schemas/audit.ts";
import type { PrescriptionAccessEntry } from "#shared/schemas/privacy.ts";
import { redactFor } from "./redact.ts";
import {
  type AuditRow,
  insertAuditRow,
  insertAuditRowsFor,
  listAdminPeople,
  listAuditRows,
  listPrescriptionReads,
} from "./repo.ts";

/** Who acted: the admin user, their username at the time, and the address they came from. */
export interface AuditActor {
  userId: number | null;
  username: string;
  ip: string | null;
}

/** The signed-in admin behind a request (the guard has set it on every admin route). */
export function auditActor(request: FastifyRequest): AuditActor {
  return {
    userId: request.admin?.userId ?? null,
    username: request.admin?.username ?? "unknown",
    ip: request.ip || null,
  };
}

/** What one action changed, as far as its route or service knows it. */
export interface AuditChange {
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** One row for one action; before and after pass through the redaction first. */
export async function recordAudit(
  db: DbOrTx,
  actor: AuditActor,
  action: AuditAction,
  change: AuditChange = {},
): Promise<void> {
  const entity = entityOf(action);
  await insertAuditRow(db, {
    actorId: actor.userId,
    actorName: actor.username,
    ip: actor.ip,
    action,
    entity,
    entityId: change.entityId === undefined || change.entityId === null ? null : String(change.entityId),
    before: change.before === undefined ? null : redactFor(entity, change.before),
    after: change.after === undefined ? null : redactFor(entity, change.after),
  });
}

/**
 * Health data: every time an admin is shown prescriptions' values (a list, an order, an export) or is
 * handed a link to a file (each open asks for a new link), one row per prescription.
 */
export async function recordPrescriptionReads(
  db: DbOrTx,
  actor: AuditActor,
  prescriptionIds: readonly number[],
  read: "view" | "file",
): Promise<void> {
  const action = read === "file" ? "prescription.file" : "prescription.view";
  await insertAuditRowsFor(db, prescriptionIds, {
    actorId: actor.userId,
    actorName: actor.username,
    ip: actor.ip,
    action,
    entity: "prescription",
  });
}

const toEntry = (row: AuditRow): AuditEntry => ({ ...row, at: row.at.toISOString() });

/** One page of the filtered trail, newest first. */
export async function auditPage(ctx: Pick<AppContext, "db">, query: AuditQuery): Promise<AuditPage> {
  const { page, ...filter } = query;
  const rows = await listAuditRows(ctx.db, filter, {
    offset: (page - 1) * AUDIT_PAGE_SIZE,
    limit: AUDIT_PAGE_SIZE + 1,
  });
  return {
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map(toEntry),
    page,
    pageSize: AUDIT_PAGE_SIZE,
    hasMore: rows.length > AUDIT_PAGE_SIZE,
  };
}

const json = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));

const CSV_CHUNK = 1000;

/**
 * The filtered trail as CSV lines, newest first, at most AUDIT_EXPORT_LIMIT rows, read a chunk at a time.
 * The first chunk is read before the answer starts, so a failing query is an error answer, not a cut file.
 */
export async function auditCsvLines(ctx: Pick<AppContext, "db">, filter: AuditFilter) {
  const first = await listAuditRows(ctx.db, filter, { offset: 0, limit: CSV_CHUNK });
  return csvChunks(ctx, filter, first);
}

async function* csvChunks(ctx: Pick<AppContext, "db">, filter: AuditFilter, first: AuditRow[]) {
  yield csvLine(AUDIT_CSV_COLUMNS);
  let rows = first;
  for (let offset = 0; offset < AUDIT_EXPORT_LIMIT; offset += CSV_CHUNK) {
    if (offset > 0) rows = await listAuditRows(ctx.db, filter, { offset, limit: CSV_CHUNK });
    for (const r of rows) {
      yield csvLine([
        r.at.toISOString(),
        r.actorName,
        r.actorId === null ? "" : String(r.actorId),
        r.ip ?? "",
        r.action,
        r.entity,
        r.entityId ?? "",
        json(r.before),
        json(r.after),
      ]);
    }
    if (rows.length < CSV_CHUNK) return;
  }
}

export async function auditPeople(ctx: Pick<AppContext, "db">): Promise<AuditPerson[]> {
  return listAdminPeople(ctx.db);
}

/** The prescription reads in the older access log's shape, for the Privacy tab. */
export async function prescriptionAccessEntries(
  ctx: Pick<AppContext, "db">,
  prescriptionId: number | undefined,
): Promise<PrescriptionAccessEntry[]> {
  const rows = await listPrescriptionReads(ctx.db, {
    prescriptionId,
    actions: ["prescription.view", "prescription.file"],
    limit: 500,
  });
  return rows.map((r) => ({
    id: r.id,
    prescriptionId: Number(r.entityId),
    admin: r.actorName,
    action: r.action === "prescription.file" ? "file" : "view",
    createdAt: r.at.toISOString(),
  }));
}
