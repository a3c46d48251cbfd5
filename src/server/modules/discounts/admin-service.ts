import type { AppContext } from "#server/context.ts";
import { conflict, HttpError, notFound } from "#server/lib/http-error.ts";
import { penceToDecimal } from "#shared/money.ts";
import {
  checkDiscountCode,
  type DiscountCode,
  type DiscountCodeInput,
  type DiscountCodePatch,
  type DiscountCodeValues,
  toDiscountInput,
} from "#shared/schemas/discount-codes.ts";
import {
  codeClashes,
  codeReferences,
  type DiscountCodeRow,
  deleteCode,
  findCodeById,
  heldCount,
  heldCountsByCode,
  insertCode,
  listCodes,
  updateCode,
} from "./repo.ts";

type Ctx = Pick<AppContext, "db">;

function toDiscountView(row: DiscountCodeRow, heldUses: number): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    discountType: row.discountType,
    // Whole percent or pence, shown as a decimal string either way ("10.00" = 10% or £10.00).
    discountValue:
      row.discountType === "percentage" ? `${row.discountValue}.00` : penceToDecimal(row.discountValue),
    minimumPurchase: penceToDecimal(row.minimumPurchasePence),
    maxUses: row.maxUses,
    currentUses: row.currentUses,
    heldUses,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil ? row.validUntil.toISOString() : null,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

const duplicate = (code: string) => conflict(`A discount code "${code}" already exists`);

function valid(input: DiscountCodeInput): DiscountCodeValues {
  const result = checkDiscountCode(input);
  if (!result.ok) throw new HttpError(400, result.message, [{ path: result.path, message: result.message }]);
  return result.value;
}

async function existing(ctx: Ctx, id: number): Promise<DiscountCodeRow> {
  const row = await findCodeById(ctx.db, id);
  if (!row) throw notFound(`Discount code ${id} not found`);
  return row;
}

export async function listDiscountCodes(ctx: Ctx): Promise<DiscountCode[]> {
  const [rows, held] = await Promise.all([listCodes(ctx.db), heldCountsByCode(ctx.db)]);
  return rows.map((row) => toDiscountView(row, held.get(row.id) ?? 0));
}

const withHeld = async (ctx: Ctx, row: DiscountCodeRow) =>
  toDiscountView(row, await heldCount(ctx.db, row.id));

/** One code as the admin sees it (a change's before, for the audit trail). */
export async function discountCode(ctx: Ctx, id: number): Promise<DiscountCode> {
  return withHeld(ctx, await existing(ctx, id));
}

/** Codes match case-insensitively, so "summer" and "SUMMER" cannot both exist. */
export async function createDiscountCode(ctx: Ctx, input: DiscountCodeInput): Promise<DiscountCode> {
  const values = valid(input);
  if (await codeClashes(ctx.db, values.code)) throw duplicate(values.code);
  try {
    return toDiscountView(await insertCode(ctx.db, values), 0);
  } catch (error) {
    if (pgCode(error) === "23505") throw duplicate(values.code);
    throw error;
  }
}

/** Applies the given fields over the stored ones and checks the whole code again. */
export async function updateDiscountCode(
  ctx: Ctx,
  id: number,
  patch: DiscountCodePatch,
): Promise<DiscountCode> {
  const row = await existing(ctx, id);
  const given = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const values = valid({ ...toDiscountInput(row), ...given });
  if (values.maxUses !== null && values.maxUses !== undefined && values.maxUses < row.currentUses) {
    throw conflict(`Max uses cannot be below the ${row.currentUses} uses already made`);
  }
  if (await codeClashes(ctx.db, values.code, id)) throw duplicate(values.code);
  try {
    return await withHeld(ctx, await updateCode(ctx.db, id, values));
  } catch (error) {
    const code = pgCode(error);
    if (code === "23505") throw duplicate(values.code);
    // The uses check constraint: a checkout took a use between the read and this write.
    if (code === "23514") throw conflict("Max uses cannot be below the uses already made");
    throw error;
  }
}

/**
 * Deletes a code nobody has used. A code named by an order, a payment in progress or a club member
 * is kept (orders keep their history) and the admin is told to untick Active instead.
 */
export async function removeDiscountCode(ctx: Ctx, id: number): Promise<void> {
  const row = await existing(ctx, id);
  const refs = await codeReferences(ctx.db, id);
  if (row.currentUses > 0 || refs.order || refs.hold) {
    throw conflict("This code has been used by orders, so it cannot be deleted. Untick Active to retire it.");
  }
  if (refs.member) {
    throw conflict(
      "This is a club member's personal code, so it cannot be deleted. Untick Active to retire it.",
    );
  }
  await deleteCode(ctx.db, id);
}
