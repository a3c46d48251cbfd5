import fc from "fast-check";
import { type ZodType, z } from "zod";
import { oddButClean } from "./hostile.ts";

/** The part of JSON Schema that z.toJSONSchema writes for the shop's request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** The input side of a route's zod schema (what a client sends), as JSON Schema; `{}` if it has none. */
export function inputSchema(schema: unknown): JsonSchema {
  if (!(schema instanceof z.ZodType)) return {};
  try {
    return z.toJSONSchema(schema as ZodType, { io: "input", unrepresentable: "any" }) as JsonSchema;
  } catch {
    return {};
  }
}

/** A value for a field chosen by its name (an id the database holds, an email), or undefined. */
export type Hint = (path: readonly string[]) => fc.Arbitrary<unknown> | undefined;

const PRINTABLE = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -'.,é£");

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  if (s.pattern) {
    const max = s.maxLength;
    const matching = fc.stringMatching(new RegExp(s.pattern));
    return max === undefined ? matching : matching.filter((v) => v.length <= max);
  }
  if (s.format === "email") return fc.constantFrom("shopper@example.com", "o'brien+tag@example.co.uk");
  const min = Math.max(s.minLength ?? 0, 0);
  const max = Math.max(min, 1, Math.min(s.maxLength ?? 40, min + 40));
  // Trimmed and padded, so the value still meets the length limits once the schema trims it.
  const text = fc.oneof(fc.string({ unit: PRINTABLE, maxLength: max }), oddButClean);
  return text.map((t) => `a${t.trim()}`.padEnd(min, "x").slice(0, max));
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lower = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1_000);
  const upper = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1_000_000);
  const min = Math.max(lower, Number.MIN_SAFE_INTEGER);
  const max = Math.min(upper, Number.MAX_SAFE_INTEGER);
  // Small values mostly: the seeded rows have small ids and quantities.
  const small = fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, Math.max(min, 0) + 8)) });
  const any = integer
    ? fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31)) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ weight: 4, arbitrary: small }, { weight: 1, arbitrary: any });
}

/** Values that pass the schema's structural checks (refinements aside), with name hints first. */
export function validSample(s: JsonSchema, hint: Hint, path: readonly string[] = []): fc.Arbitrary<unknown> {
  const hinted = hint(path);
  if (hinted) return hinted;
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => validSample(a, hint, path)));
  const type = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => validSample({ ...s, type: t }, hint, path)));
  switch (type[0]) {
    case "string":
      return stringArb(s);
    case "integer":
      return numberArb(s, true);
    case "number":
      return numberArb(s, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const item = validSample(s.items ?? {}, hint, [...path, "0"]);
      const minLength = s.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(s.maxItems ?? 3, 3)) });
    }
    case "object": {
      const props = s.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(props)) model[key] = validSample(sub, hint, [...path, key]);
      return fc.record(model, { requiredKeys: s.required ?? [] });
    }
    default:
      return fc.oneof(fc.constant(1), fc.constant("text"), fc.constant(true), fc.constant(null));
  }
}

/** Every property path the schema declares, array items as index 0. */
export function fieldPaths(s: JsonSchema, path: string[] = []): string[][] {
  const out: string[][] = [];
  for (const alt of s.anyOf ?? s.oneOf ?? []) out.push(...fieldPaths(alt, path));
  if (s.items) out.push(...fieldPaths(s.items, [...path, "0"]));
  for (const [key, sub] of Object.entries(s.properties ?? {})) {
    out.push([...path, key], ...fieldPaths(sub, [...path, key]));
  }
  const seen = new Set<string>();
  return out.filter((p) => {
    const key = p.join("\u0000");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A copy of `value` with `path` set to `replacement`, creating containers on the way. */
export function setPath(value: unknown, path: readonly string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value) && /^\d+$/.test(head)) {
    const copy = [...value];
    copy[Number(head)] = setPath(copy[Number(head)], rest, replacement);
    return copy;
  }
  const base = value && typeof value === "object" && !Array.isArray(value) ? value : {};
  const current = (base as Record<string, unknown>)[head];
  return { ...base, [head]: setPath(current, rest, replacement) };
}
