import type { AppContext } from "#server/context.ts";
import type { Tx } from "#server/db/client.ts";
import { conflict, HttpError, notFound } from "#server/lib/http-error.ts";
import type { AuditNote } from "#server/modules/audit/index.ts";
import { loadShopSettings, settingsView } from "#server/modules/catalogue/index.ts";
import {
  type AdminCatalogue,
  CATALOGUE_KIND_NAMES,
  CATALOGUE_MESSAGES,
  type CatalogueChange,
  type CatalogueItem,
  type CatalogueItemBody,
  type CatalogueItemValues,
  type CatalogueKind,
  catalogueItemInput,
  catalogueItemPatch,
  kindInfo,
} from "#shared/schemas/catalogue-admin.ts";
import { recordNotedChange } from "./changes.ts";
import { KIND_TABLES } from "./kinds.ts";
import * as repo from "./repo.ts";
import { changedFields, changeView, itemView, toColumns } from "./views.ts";

type Ctx = Pick<AppContext, "db" | "catalogue">;

/** What the Catalogue tab shows: every list with its inactive rows, and the settings. Read from the database. */
export async function adminCatalogue(ctx: Ctx): Promise<AdminCatalogue> {
  const lists = await Promise.all(CATALOGUE_KIND_NAMES.map((kind) => repo.listItems(ctx.db, kind)));
  return {
    lists: Object.fromEntries(
      CATALOGUE_KIND_NAMES.map((kind, i) => [kind, (lists[i] ?? []).map((row) => itemView(kind, row))]),
    ) as AdminCatalogue["lists"],
    settings: settingsView(await loadShopSettings(ctx.db)),
  };
}

function validate<T>(
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  body: unknown,
): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
  const first = issues[0];
  throw new HttpError(
    400,
    first ? (first.path ? `${first.path}: ${first.message}` : first.message) : "Invalid body",
    issues,
  );
}

/** The path's id in its list's type: digits for every list but vision types. */
function idOf(kind: CatalogueKind, raw: string): number | string {
  if (KIND_TABLES[kind].textId) return raw;
  if (!/^\d{1,9}$/.test(raw)) throw new HttpError(400, "id must be a whole number");
  return Number(raw);
}

const missing = (kind: CatalogueKind, id: number | string) =>
  notFound(`${kindInfo(kind).label}: no item with id ${id}`);

const duplicate = (kind: CatalogueKind, name: string | undefined) =>
  conflict(`${kindInfo(kind).label}: "${name}" already exists`);

async function refuseDuplicate(
  ctx: Ctx,
  kind: CatalogueKind,
  name: string | undefined,
  id?: number | string,
) {
  if (name !== undefined && (await repo.nameTaken(ctx.db, kind, name, id))) throw duplicate(kind, name);
}

/** A unique index caught a duplicate name written between the check and the write. */
function isDuplicate(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * One write and its history row in a transaction; then every instance drops its cached catalogue
 * (Redis invalidation), so the storefront and the checkout price from the new rows at once.
 */
async function write<T>(
  ctx: Ctx,
  kind: CatalogueKind,
  name: string | undefined,
  run: (tx: Tx) => Promise<T>,
) {
  try {
    const value = await ctx.db.transaction(run);
    ctx.catalogue.invalidate();
    return value;
  } catch (error) {
    if (isDuplicate(error)) throw duplicate(kind, name);
    throw error;
  }
}

export async function createItem(
  ctx: Ctx,
  kind: CatalogueKind,
  body: CatalogueItemBody,
  admin: string,
  note?: AuditNote,
): Promise<CatalogueItem> {
  if (!kindInfo(kind).canAdd) {
    throw new HttpError(400, `${kindInfo(kind).label} cannot be added: each is a page or a rule of the shop`);
  }
  const values = validate<CatalogueItemValues>(catalogueItemInput(kind), body);
  await refuseDuplicate(ctx, kind, values.name);
  return write(ctx, kind, values.name, async (tx) => {
    const created = itemView(kind, await repo.insertItem(tx, kind, toColumns(kind, values)));
    await recordNotedChange(tx, note, {
      admin,
      kind,
      itemId: String(created.id),
      action: "create",
      oldValue: null,
      newValue: { ...created },
    });
    return created;
  });
}

/** Changes the given fields; deactivating is `active: false` (rows named by orders are never deleted). */
export async function updateItem(
  ctx: Ctx,
  kind: CatalogueKind,
  rawId: string,
  body: CatalogueItemBody,
  admin: string,
  note?: AuditNote,
): Promise<CatalogueItem> {
  const id = idOf(kind, rawId);
  const values = validate<CatalogueItemValues>(catalogueItemPatch(kind), body);
  const row = await repo.findItem(ctx.db, kind, id);
  if (!row) throw missing(kind, id);
  await refuseDuplicate(ctx, kind, values.name, id);
  const before = itemView(kind, row);
  return write(ctx, kind, values.name, async (tx) => {
    const updated = itemView(kind, await repo.updateItem(tx, kind, id, toColumns(kind, values)));
    const diff = changedFields(before, updated);
    if (diff)
      await recordNotedChange(tx, note, { admin, kind, itemId: String(id), action: "update", ...diff });
    if (note && diff && "price" in diff.newValue) note.action = "price.update";
    return updated;
  });
}

/** The list in the given order, which must name every row of it once. */
export async function reorderItems(
  ctx: Ctx,
  kind: CatalogueKind,
  given: readonly (number | string)[],
  admin: string,
  note?: AuditNote,
): Promise<CatalogueItem[]> {
  const rows = await repo.listItems(ctx.db, kind);
  const ids = given.map((id) => (KIND_TABLES[kind].textId ? String(id) : Number(id)));
  const known = new Set(rows.map((r) => r.id));
  if (ids.length !== rows.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    throw new HttpError(400, CATALOGUE_MESSAGES.order);
  }
  return write(ctx, kind, undefined, async (tx) => {
    await repo.setOrder(tx, kind, ids);
    await recordNotedChange(tx, note, {
      admin,
      kind,
      itemId: null,
      action: "reorder",
      oldValue: { order: rows.map((r) => r.id) },
      newValue: { order: ids },
    });
    return (await repo.listItems(tx, kind)).map((row) => itemView(kind, row));
  });
}

export async function catalogueHistory(ctx: Pick<AppContext, "db">, limit = 200): Promise<CatalogueChange[]> {
  return (await repo.listChanges(ctx.db, limit)).map(changeView);
}
