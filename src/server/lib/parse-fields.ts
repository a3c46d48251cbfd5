import type { z } from "zod";
import { invalid } from "./http-error.ts";

/** A form's fields through a schema, or a 400 naming the first problem. */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  throw invalid(
    "body",
    result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
  );
}
