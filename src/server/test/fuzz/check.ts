import type { LightMyRequestResponse } from "fastify";
import { MARKER } from "./hostile.ts";

/** The most the app logs short of trace (Fastify's own internals): the access log's lines included. */
export const FUZZ_LOG_LEVEL = "debug";

/** The app's log lines, kept in memory so each request's lines can be searched for its input. */
export class LogCapture {
  readonly lines: string[] = [];
  #checked = 0;

  write(line: string): void {
    this.lines.push(line);
  }

  /** The lines written since the last call. */
  fresh(): string[] {
    const out = this.lines.slice(this.#checked);
    this.#checked = this.lines.length;
    return out;
  }
}

/**
 * Whether a log line holds the planted marker. The request lines' path is left out: at debug the access
 * log names the path (emails masked), and path parameters are input by nature; nothing else may.
 */
export function holdsInput(line: string): boolean {
  let text = line;
  try {
    const entry = JSON.parse(line) as { req?: { url?: unknown } };
    if (entry.req) entry.req.url = "[path]";
    text = JSON.stringify(entry);
  } catch {
    // Not JSON: searched as it is.
  }
  return text.toLowerCase().includes(MARKER);
}

/** A page's address, not the API's: an unknown page is the shop's 404 page, in HTML, as a person sees it. */
export const isPageRoute = (url: string) => !url.startsWith("/api/") && url !== "/ws";

/**
 * The fuzz property for one answer: never a 5xx; a refusal is JSON with a message (HEAD answers have no
 * body to check), except a page's 404, which is the not-found page; and the log lines it caused hold none
 * of the planted input.
 */
export function expectSafeAnswer(
  res: LightMyRequestResponse,
  method: string,
  log: LogCapture,
  opts: { page?: boolean } = {},
): void {
  const problems: string[] = [];
  const lines = log.fresh();
  const notFoundPage =
    opts.page && res.statusCode === 404 && String(res.headers["content-type"]).startsWith("text/html");
  // The error's own log line (made safe by the logger) says where it came from.
  if (res.statusCode >= 500)
    problems.push(`answered ${res.statusCode}; logged: ${lines.join("").slice(0, 1_500)}`);
  if (res.statusCode >= 400 && method !== "HEAD" && !notFoundPage) {
    const type = String(res.headers["content-type"] ?? "");
    let message: unknown;
    try {
      message = (JSON.parse(res.body) as { message?: unknown })?.message;
    } catch {
      message = undefined;
    }
    if (!type.startsWith("application/json")) problems.push(`refusal is ${type || "untyped"}, not JSON`);
    if (typeof message !== "string" || message.trim() === "") problems.push("refusal has no message");
  }
  const leaked = lines.filter(holdsInput);
  if (leaked.length > 0) problems.push(`the log holds the input: ${leaked[0]?.slice(0, 300)}`);
  if (problems.length > 0) {
    throw new Error(`${problems.join("; ")}\nanswer: ${res.statusCode} ${res.body.slice(0, 300)}`);
  }
}
