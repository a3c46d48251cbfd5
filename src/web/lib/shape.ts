/**
 * Readers for data the shell loads from storage before any page chunk arrives (the basket on every
 * first paint) and for the catalogue answers the home page shows on its first load. zod (even
 * zod/mini) costs about 15 KB of gzip there, more than a tenth of the home page's budget, so these
 * small checks stand in for it. The catalogue's readers are tested against the shared zod schemas.
 *
 * A reader returns the value it accepts, rebuilt from the fields it knows (unknown keys dropped, as
 * zod's objects do), or INVALID.
 */
export const INVALID: unique symbol = Symbol("invalid");
export type Reader<T> = (value: unknown) => T | typeof INVALID;
type Out<R> = R extends Reader<infer T> ? T : never;

export const int =
  (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): Reader<number> =>
  (v) =>
    Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max ? (v as number) : INVALID;

export const num =
  (min = -Infinity): Reader<number> =>
  (v) =>
    typeof v === "number" && Number.isFinite(v) && v >= min ? v : INVALID;

export const text =
  (minLength = 0, pattern?: RegExp): Reader<string> =>
  (v) =>
    typeof v === "string" && v.length >= minLength && (!pattern || pattern.test(v)) ? v : INVALID;

export const bool: Reader<boolean> = (v) => (typeof v === "boolean" ? v : INVALID);

export const literal =
  <const T extends string | number>(...values: readonly T[]): Reader<T> =>
  (v) =>
    values.includes(v as T) ? (v as T) : INVALID;

/** Marks a field that may be absent (or undefined); an absent field stays absent in the output. */
export const optional =
  <T>(reader: Reader<T>): Reader<T | undefined> =>
  (v) =>
    v === undefined ? undefined : reader(v);

export const nullable =
  <T>(reader: Reader<T>): Reader<T | null> =>
  (v) =>
    v === null ? null : reader(v);

export const array =
  <T>(reader: Reader<T>): Reader<T[]> =>
  (v) => {
    if (!Array.isArray(v)) return INVALID;
    const out: T[] = [];
    for (const item of v) {
      const read = reader(item);
      if (read === INVALID) return INVALID;
      out.push(read);
    }
    return out;
  };

type Fields = Record<string, Reader<unknown>>;
type OptionalKeys<F extends Fields> = { [K in keyof F]: undefined extends Out<F[K]> ? K : never }[keyof F];
type ObjectOut<F extends Fields> = { [K in Exclude<keyof F, OptionalKeys<F>>]: Out<F[K]> } & {
  [K in OptionalKeys<F>]?: Exclude<Out<F[K]>, undefined>;
};
type Flat<T> = { [K in keyof T]: T[K] };

export const object =
  <F extends Fields>(fields: F): Reader<Flat<ObjectOut<F>>> =>
  (v) => {
    if (typeof v !== "object" || v === null || Array.isArray(v)) return INVALID;
    const source = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, reader] of Object.entries(fields)) {
      const read = reader(source[key]);
      if (read === INVALID) return INVALID;
      if (read !== undefined) out[key] = read;
    }
    return out as Flat<ObjectOut<F>>;
  };

/** An object used as a map: every value read with the reader (keys kept as they are). */
export const record =
  <T>(reader: Reader<T>): Reader<Record<string, T>> =>
  (v) => {
    if (typeof v !== "object" || v === null || Array.isArray(v)) return INVALID;
    const out: Record<string, T> = {};
    for (const [key, value] of Object.entries(v)) {
      const read = reader(value);
      if (read === INVALID) return INVALID;
      out[key] = read;
    }
    return out;
  };

export type Infer<R> = Out<R>;

/** The value, or null when the reader refuses it. */
export function read<T>(reader: Reader<T>, value: unknown): T | null {
  const out = reader(value);
  return out === INVALID ? null : out;
}

/** JSON text read with a reader; null for missing, malformed or refused text. */
export function readJson<T>(reader: Reader<T>, textValue: string | null): T | null {
  if (!textValue) return null;
  try {
    return read(reader, JSON.parse(textValue));
  } catch {
    return null;
  }
}
