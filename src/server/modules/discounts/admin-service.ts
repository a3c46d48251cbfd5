import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { clubMembers, discountCodes, discountReservations, orders } from "#server/db/schema/index.ts";
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

type Row = typeof discountCodes.$inferSelect;

export function toDiscountView(row: Row): DiscountCode {
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
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil ? row.validUntil.toISOString() : null,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

const duplicate = (code: string) => conflict(`A discount code "${code}" already exists`);

/** Admin CRUD for discount codes; every rule answers with its own message. */
export class DiscountCodeService {
  #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  list(): Promise<DiscountCode[]> {
    return this.#db
      .select()
      .from(discountCodes)
      .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
      .then((rows) => rows.map(toDiscountView));
  }

  async #find(id: number): Promise<Row> {
    const [row] = await this.#db.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
    if (!row) throw notFound(`Discount code ${id} not found`);
    return row;
  }

  #valid(input: DiscountCodeInput): DiscountCodeValues {
    const result = checkDiscountCode(input);
    if (!result.ok)
      throw new HttpError(400, result.message, [{ path: result.path, message: result.message }]);
    return result.value;
  }

  /** Codes match case-insensitively (decisions.md §5), so "summer" and "SUMMER" cannot both exist. */
  async #assertUnique(code: string, exceptId?: number): Promise<void> {
    const clash = await this.#db
      .select({ id: discountCodes.id })
      .from(discountCodes)
      .where(
        and(
          sql`lower(${discountCodes.code}) = lower(${code})`,
          exceptId ? ne(discountCodes.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (clash.length > 0) throw duplicate(code);
  }

  async create(input: DiscountCodeInput): Promise<DiscountCode> {
    const values = this.#valid(input);
    await this.#assertUnique(values.code);
    try {
      const [row] = await this.#db.insert(discountCodes).values(values).returning();
      return toDiscountView(row as Row);
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate(values.code);
      throw error;
    }
  }

  /** Applies the given fields over the stored ones and checks the whole code again. */
  async update(id: number, patch: DiscountCodePatch): Promise<DiscountCode> {
    const row = await this.#find(id);
    const given = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const values = this.#valid({ ...toDiscountInput(row), ...given });
    if (values.maxUses !== null && values.maxUses < row.currentUses) {
      throw conflict(`Max uses cannot be below the ${row.currentUses} uses already made`);
    }
    await this.#assertUnique(values.code, id);
    try {
      const [updated] = await this.#db
        .update(discountCodes)
        .set(values)
        .where(eq(discountCodes.id, id))
        .returning();
      return toDiscountView(updated as Row);
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate(values.code);
      // The uses check constraint: a checkout took a use between the read and this write.
      if ((error as { cause?: { code?: string } }).cause?.code === "23514") {
        throw conflict("Max uses cannot be below the uses already made");
      }
      throw error;
    }
  }

  /**
   * Deletes a code nobody has used. A code named by an order, a payment in progress or a club member
   * is kept (orders keep their history) and the admin is told to untick Active instead.
   */
  async remove(id: number): Promise<void> {
    const row = await this.#find(id);
    const [order] = await this.#db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.discountCodeId, id))
      .limit(1);
    const [held] = await this.#db
      .select({ id: discountReservations.id })
      .from(discountReservations)
      .where(eq(discountReservations.discountCodeId, id))
      .limit(1);
    if (row.currentUses > 0 || order || held) {
      throw conflict(
        "This code has been used by orders, so it cannot be deleted. Untick Active to retire it.",
      );
    }
    const [member] = await this.#db
      .select({ id: clubMembers.id })
      .from(clubMembers)
      .where(eq(clubMembers.discountCodeId, id))
      .limit(1);
    if (member) {
      throw conflict(
        "This is a club member's personal code, so it cannot be deleted. Untick Active to retire it.",
      );
    }
    await this.#db.delete(discountCodes).where(eq(discountCodes.id, id));
  }
}
