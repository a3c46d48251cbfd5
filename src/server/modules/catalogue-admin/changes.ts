import type { DbOrTx } from "#server/db/client.ts";
import type { AuditNote } from "#server/modules/audit/index.ts";
import { type ChangeInsert, recordChange } from "./repo.ts";

/** Records a catalogue change and tells the audit trail its before and after. */
export async function recordNotedChange(db: DbOrTx, note: AuditNote | undefined, change: ChangeInsert) {
  await recordChange(db, change);
  if (!note) return;
  note.before = change.oldValue ?? undefined;
  note.after = change.newValue ?? undefined;
}

/** A change of the shop settings or business details: the fields that changed, before and after. */
export function recordSettingsChange(
  db: DbOrTx,
  note: AuditNote | undefined,
  admin: string,
  changed: Pick<ChangeInsert, "oldValue" | "newValue">,
) {
  return recordNotedChange(db, note, {
    admin,
    kind: "settings",
    itemId: null,
    action: "settings",
    ...changed,
  });
}
