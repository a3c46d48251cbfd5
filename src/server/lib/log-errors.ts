/**
 * Errors as the log may hold them: what failed and where, never the values involved. A failed query's
 * error carries its parameters (Drizzle's `params`, PGlite's `params`, pg's `detail` and `where`), which
 * are customers' names, addresses and prescriptions; other errors carry request data in their own fields.
 * So only fields known to hold no input are kept, and quoted input is cut from database messages.
 */

/** Fields that name a failure without quoting data: SQLSTATE and errno codes, the schema object, the status. */
const KEPT = [
  "code",
  "errno",
  "syscall",
  "address",
  "port",
  "severity",
  "constraint",
  "table",
  "column",
  "schema",
  "dataType",
  "routine",
  "statusCode",
  "kind",
] as const;

const MAX_CAUSES = 5;

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  /** The SQL of a failed query: placeholders, never the values. */
  query?: string;
  cause?: LoggedError;
  aggregateErrors?: LoggedError[];
  [field: string]: unknown;
}

/** Postgres (pg and PGlite) errors carry a severity; their messages quote the offending input. */
const isDatabaseError = (error: Error) => typeof (error as { severity?: unknown }).severity === "string";

function safeMessage(error: Error): string {
  // Drizzle appends the parameters to the message: "Failed query: <sql>\nparams: <values>".
  let message = String(error.message).split("\nparams:")[0] ?? "";
  // e.g. invalid input syntax for type integer: "<value>"; JSON.parse quotes the text it could not read.
  if (isDatabaseError(error) || error instanceof SyntaxError) message = message.replace(/"[^"]*"/g, '"…"');
  return message;
}

/** The stack's frames under a header rebuilt from the safe message (V8 repeats the raw message there). */
function safeStack(error: Error, header: string): string {
  const stack = error.stack;
  if (typeof stack !== "string") return header;
  const rawHeader = `${error.name}: ${error.message}`;
  const frames = stack.startsWith(rawHeader)
    ? stack.slice(rawHeader.length).replace(/^\n/, "")
    : stack
        .split("\n")
        .filter((line) => /^\s+at /.test(line))
        .join("\n");
  return frames ? `${header}\n${frames}` : header;
}

function typeOf(error: Error): string {
  const ctor = (error as { constructor?: { name?: unknown } }).constructor;
  return typeof ctor?.name === "string" && ctor.name ? ctor.name : error.name;
}

export function safeError(error: Error, depth = 0): LoggedError {
  const type = typeOf(error);
  const message = safeMessage(error);
  const logged: LoggedError = { type, message, stack: safeStack(error, `${type}: ${message}`) };
  for (const field of KEPT) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      logged[field] = value;
    }
  }
  const query = (error as { query?: unknown }).query;
  if (typeof query === "string") logged.query = query;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error && depth < MAX_CAUSES) logged.cause = safeError(cause, depth + 1);
  if (error instanceof AggregateError && depth < MAX_CAUSES) {
    logged.aggregateErrors = error.errors
      .filter((e): e is Error => e instanceof Error)
      .map((e) => safeError(e, depth + 1));
  }
  return logged;
}

/** pino's `err` serializer: errors made safe; anything else (already made safe by the hook) as it is. */
export const errSerializer = (value: Error): LoggedError =>
  value instanceof Error ? safeError(value) : (value as LoggedError);

/**
 * pino's logMethod hook, so it holds for every level and every logger (Fastify's request loggers are
 * children): every error in the call, as the first argument or as a value of the object, is made safe,
 * and a message that repeats a raw error message is replaced by the safe one.
 */
export function redactLogCall(args: unknown[]): unknown[] {
  if (args.length === 0) return args;
  const [first, ...rest] = args;
  const replaced = new Map<string, string>();
  const clean = (error: Error) => {
    const logged = safeError(error);
    if (logged.message !== error.message) replaced.set(error.message, logged.message);
    return logged;
  };
  let obj = first;
  if (first instanceof Error) {
    obj = { err: clean(first) };
    if (rest.length === 0) rest.push((obj as { err: LoggedError }).err.message);
  } else if (first && typeof first === "object" && !Array.isArray(first)) {
    const entries = Object.entries(first);
    if (entries.some(([, value]) => value instanceof Error)) {
      obj = Object.fromEntries(
        entries.map(([key, value]) => [key, value instanceof Error ? clean(value) : value]),
      );
    }
  }
  const messages = rest.map((arg) => (typeof arg === "string" ? (replaced.get(arg) ?? arg) : arg));
  return [obj, ...messages];
}
