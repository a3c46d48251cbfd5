import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The audit trail: one row per admin action, never updated or deleted (a trigger refuses both). No
 * foreign keys, so nothing cascades into it; no personal or clinical data, so erasure never needs to.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The admin user's id; null only for rows moved from the old prescription access log without one. */
    actorId: integer("actor_id"),
    /** Their username at the time. */
    actorName: text("actor_name").notNull(),
    /** The client address as the app sees it behind its trusted proxies. */
    ip: text("ip"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("audit_log_actor_idx").on(t.actorId, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("audit_log_action_idx").on(t.action, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("audit_log_actor_action_idx").on(
      t.actorId,
      t.action,
      t.at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("audit_log_entity_idx").on(
      t.entity,
      t.entityId,
      t.at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** Used by the migration's trigger and its tests: the message a refused UPDATE or DELETE raises. */
export const AUDIT_APPEND_ONLY_MESSAGE = "audit_log is append-only";
