import type { z } from "zod";
import { badRequest } from "#server/lib/http-error.ts";
import { ORDER_TYPES } from "#shared/catalogue.ts";
import { londonDayStart, parseDay } from "#shared/dates.ts";
import { isOrderStatus, ORDER_STATUSES, type OrderStatus } from "#shared/order-status.ts";
import type { AdminOrdersQuery } from "#shared/schemas/admin-orders.ts";

export const AFRICA = "africa_r3d";

/** What the admin's order list asks the database for; every value already checked. */
export interface OrderListFilter {
  /** Only orders that were paid (paid_at set), whatever happened after: the default. */
  placedOnly: boolean;
  /** With the placed ones, orders whose payment is held for review (the owner must decide those). */
  withReview?: boolean;
  statuses?: OrderStatus[];
  types?: string[];
  search?: OrderSearch;
  /** created_at >= from and < until. */
  from?: Date;
  until?: Date;
  /** Placed orders that need a prescription and have none yet. */
  awaitingPrescription?: boolean;
}

/** The search box's text in the forms each indexed column is matched with. */
export interface OrderSearch {
  /** "NDR-10001" when the text is an order number, with or without its prefix. */
  orderNumber: string | null;
  /** LIKE patterns (escaped, ending in %): lower(email), lower(name), upper(postcode without spaces). */
  emailPrefix: string;
  namePrefix: string;
  /** A one-word search also matches the name's last word (the surname), which has its own index. */
  lastNamePrefix: string | null;
  postcodePrefix: string | null;
}

const listOf = (value: string | undefined) =>
  value
    ?.split(",")
    .map((v) => v.trim())
    .filter(Boolean) ?? [];

const shown = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** Every character taken literally by LIKE (whose escape character is the backslash). */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function parseSearch(q: string | undefined): OrderSearch | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  // PostgreSQL text cannot hold NUL, so it could never match; say so rather than fail.
  if (text.includes("\0")) throw badRequest("The search cannot contain a NUL character");
  const number = /^(?:NDR-?)?0*(\d{1,15})$/.exec(text.toUpperCase().replace(/\s+/g, ""));
  const postcode = text.toUpperCase().replaceAll(" ", "");
  const lower = text.toLowerCase();
  return {
    orderNumber: number ? `NDR-${number[1]}` : null,
    emailPrefix: likePrefix(lower),
    namePrefix: likePrefix(lower),
    lastNamePrefix: /\s/.test(lower) ? null : likePrefix(lower),
    postcodePrefix: postcode ? likePrefix(postcode) : null,
  };
}

/** "placed" (or nothing), "all", or a comma list of statuses. */
function parseStatus(
  value: string | undefined,
): Pick<OrderListFilter, "placedOnly" | "statuses" | "withReview"> {
  const wanted = listOf(value?.toLowerCase());
  if (wanted.length === 0 || (wanted.length === 1 && wanted[0] === "placed")) {
    return { placedOnly: true, withReview: true };
  }
  if (wanted.length === 1 && wanted[0] === "all") return { placedOnly: false };
  const unknown = wanted.find((s) => !isOrderStatus(s));
  if (unknown !== undefined) {
    throw badRequest(
      `Unknown status ${shown(unknown)}: use placed, all, or a comma-separated list of ${ORDER_STATUSES.join(", ")}`,
    );
  }
  return { placedOnly: false, statuses: [...new Set(wanted as OrderStatus[])] };
}

function parseTypes(value: string | undefined): Pick<OrderListFilter, "types"> {
  const types = listOf(value);
  const known: readonly string[] = ORDER_TYPES;
  const unknown = types.find((t) => !known.includes(t));
  if (unknown !== undefined) {
    throw badRequest(
      `Unknown orderType ${shown(unknown)}: use a comma-separated list of ${ORDER_TYPES.join(", ")}`,
    );
  }
  return types.length ? { types } : {};
}

/** A from/to pair of London calendar days as [start of from, start of the day after to). */
export function dayRange(
  from: string | undefined,
  to: string | undefined,
  maxDays?: number,
): { from?: Date; until?: Date } {
  const start = from === undefined ? undefined : parseDay(from);
  if (start === null) throw badRequest(`from is not a real date: ${shown(from ?? "")}`);
  const end = to === undefined ? undefined : parseDay(to);
  if (end === null) throw badRequest(`to is not a real date: ${shown(to ?? "")}`);
  const range = { from: start && londonDayStart(start), until: end && londonDayStart(end, 1) };
  if (range.from && range.until) {
    if (range.until <= range.from) throw badRequest("to must be the same day as from or later");
    const days = Math.round((range.until.getTime() - range.from.getTime()) / 86_400_000);
    if (maxDays !== undefined && days > maxDays) {
      throw badRequest(`The range is ${days} days; it can be ${maxDays} days at most`);
    }
  }
  return range;
}

export function parseListQuery(query: z.output<typeof AdminOrdersQuery>): OrderListFilter {
  return {
    ...parseStatus(query.status),
    ...parseTypes(query.orderType),
    awaitingPrescription: query.prescription === "awaiting",
    search: parseSearch(query.q),
    ...dayRange(query.from, query.to),
  };
}
