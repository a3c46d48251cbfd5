import { setTimeout as sleep } from "node:timers/promises";
import { SlidingWindowLimiter } from "./rate-limiter.ts";
import { ShippingError } from "./types.ts";

export interface CarrierHttpOptions {
  baseUrl: string;
  apiKey: string;
  /** Calls allowed per second (Click & Drop: 5). */
  callsPerSecond?: number;
  /** Retries after the first attempt, for 429, 5xx and network failures. */
  maxRetries?: number;
  /** First backoff delay; doubles on each retry. */
  retryBaseMs?: number;
  /** Longest Retry-After honoured; a longer one fails the call instead of hanging the admin's request. */
  maxRetryAfterMs?: number;
  timeoutMs?: number;
}

export interface CarrierResponse {
  status: number;
  contentType: string;
  body: Buffer;
}

/** Retry-After is either delay-seconds or an HTTP date. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+(\.\d+)?$/.test(header.trim())) return Math.round(Number(header) * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * A JSON-over-HTTPS client for the carrier: a client-side rate limit shared by all calls (retries
 * included), bounded retries with backoff, and a timeout per attempt.
 */
export class CarrierHttp {
  readonly #opts: Required<CarrierHttpOptions>;
  readonly #limiter: SlidingWindowLimiter;

  constructor(opts: CarrierHttpOptions) {
    this.#opts = {
      callsPerSecond: 5,
      maxRetries: 3,
      retryBaseMs: 300,
      maxRetryAfterMs: 20_000,
      timeoutMs: 15_000,
      ...opts,
      baseUrl: opts.baseUrl.replace(/\/+$/, ""),
    };
    // A small margin over one second, so network jitter cannot squeeze six arrivals into the carrier's second.
    this.#limiter = new SlidingWindowLimiter(this.#opts.callsPerSecond, 1050);
  }

  async request(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<CarrierResponse> {
    const { maxRetries, retryBaseMs, maxRetryAfterMs, timeoutMs } = this.#opts;
    // A POST that reached the carrier's application may have created the order, so it is retried only
    // when the failure says it did not get that far (429, 502, 503, 504).
    const retryable = (status: number) =>
      status === 429 || (method === "POST" ? [502, 503, 504].includes(status) : status >= 500);
    let lastFailure = "no answer";
    for (let attempt = 0; attempt <= maxRetries; attempt++) {
      await this.#limiter.acquire();
      let res: Response;
      try {
        res = await fetch(`${this.#opts.baseUrl}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${this.#opts.apiKey}`,
            accept: "application/json, application/pdf",
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        lastFailure = error instanceof Error && error.name === "TimeoutError" ? "timed out" : "unreachable";
        if (method === "POST" || attempt === maxRetries) break;
        await sleep(retryBaseMs * 2 ** attempt);
        continue;
      }
      if (!retryable(res.status) || attempt === maxRetries) {
        return {
          status: res.status,
          contentType: res.headers.get("content-type") ?? "",
          body: Buffer.from(await res.arrayBuffer()),
        };
      }
      await res.arrayBuffer().catch(() => undefined);
      lastFailure = `HTTP ${res.status}`;
      const wait =
        res.status === 429
          ? (retryAfterMs(res.headers.get("retry-after")) ?? retryBaseMs * 2 ** attempt)
          : retryBaseMs * 2 ** attempt;
      if (wait > maxRetryAfterMs) break;
      await sleep(wait);
    }
    throw new ShippingError("unavailable", `The postal carrier is unavailable (${lastFailure})`);
  }
}
