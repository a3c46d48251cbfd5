import { z } from "zod";

const CONTROL = /\p{Cc}/u;
/** Half of a UTF-16 pair on its own: no character at all, and not storable as UTF-8. */
const LONE_SURROGATE = /\p{Cs}/u;
const LINE_BREAKS_AND_TABS = /[\n\r\t]/g;

/**
 * No control characters (NUL would also break the database) and no lone surrogates; multi-line text may
 * keep line breaks and tabs.
 */
export const isCleanText =
  (multiline = false) =>
  (v: string) =>
    !CONTROL.test(multiline ? v.replace(LINE_BREAKS_AND_TABS, "") : v) && !LONE_SURROGATE.test(v);

export const NOT_ALLOWED = "contains characters that are not allowed";

interface TextOptions {
  min?: number;
  max: number;
  multiline?: boolean;
}

/** Required text, trimmed; a missing, blank or too-short value gets the `required` message. */
export function requiredText(label: string, required: string, opts: TextOptions) {
  return z
    .string({ error: required })
    .trim()
    .min(opts.min ?? 1, required)
    .max(opts.max, `${label} must be at most ${opts.max} characters`)
    .refine(isCleanText(opts.multiline), `${label} ${NOT_ALLOWED}`);
}

/** Optional text, trimmed; blank is allowed. */
export function optionalText(label: string, opts: TextOptions) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(opts.max, `${label} must be at most ${opts.max} characters`)
    .refine(isCleanText(opts.multiline), `${label} ${NOT_ALLOWED}`)
    .optional();
}

/** An email address typed into a form: surrounding spaces are ignored. */
export const FormEmail = z
  .string({ error: "Invalid email address" })
  .trim()
  .max(254, "Invalid email address")
  .pipe(z.email("Invalid email address"));

/** The answer to a create call. */
export const Created = z.object({ id: z.number().int().positive() });
export type Created = z.infer<typeof Created>;
