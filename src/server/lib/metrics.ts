import { Counter, collectDefaultMetrics, Gauge, Registry } from "prom-client";
import { SeriesHistogram } from "./route-histogram.ts";

type OrderOutcome = "placed" | "failed" | "lapsed" | "cancelled";
export type PaymentOutcome = "succeeded" | "failed" | "refunded" | "mismatched";
type JobResult = "ok" | "failed";

const STATUS_CLASSES = ["", "1xx", "2xx", "3xx", "4xx", "5xx"] as const;
/** Seconds; the catalogue answers in well under 5 ms, a checkout in tens of ms. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

let processRegistry: Registry | undefined;

/** The process's own metrics (event-loop lag, memory, CPU, GC), once per process. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });
  }
  return processRegistry;
}

/** Records one route's answers: children are made once per method and status class, never per request. */
type RouteRecorder = (method: string, statusCode: number, elapsedMs: number) => void;

/**
 * The shop's Prometheus metrics, one set per app (so tests that build several apps count apart), rendered
 * together with the process's default metrics. `queueDepth` is read at scrape time.
 */
export class ShopMetrics {
  readonly registry = new Registry();
  readonly #http: SeriesHistogram;
  readonly #orders: Counter<"outcome">;
  readonly #payments: Counter<"outcome">;
  readonly #jobRuns: Counter<"job" | "result">;
  readonly #rateLimited: Counter<"route">;

  constructor(queueDepth: () => Promise<number>) {
    const registers = [this.registry];
    this.#http = new SeriesHistogram(
      "http_request_duration_seconds",
      "Time to answer a request, by route pattern, method and status class (its _count counts requests)",
      LATENCY_BUCKETS,
      this.registry,
    );
    this.#orders = new Counter({
      name: "shop_orders_total",
      help: "Orders reaching an outcome: placed (paid), failed, lapsed or cancelled before payment",
      labelNames: ["outcome"],
      registers,
    });
    this.#payments = new Counter({
      name: "shop_payments_total",
      help: "Card payments by outcome: succeeded, failed, refunded",
      labelNames: ["outcome"],
      registers,
    });
    this.#jobRuns = new Counter({
      name: "shop_job_runs_total",
      help: "Background job runs on this instance by job and result (failed: the run or one of its steps)",
      labelNames: ["job", "result"],
      registers,
    });
    this.#rateLimited = new Counter({
      name: "shop_rate_limit_refusals_total",
      help: "Requests refused with 429 by a rate limit, by route pattern",
      labelNames: ["route"],
      registers,
    });
    new Gauge({
      name: "shop_email_queue_depth",
      help: "Emails waiting to be sent (read from the email queue at scrape time)",
      registers,
      async collect() {
        // A database that does not answer leaves the last value; the scrape still succeeds.
        await queueDepth().then(
          (depth) => this.set(depth),
          () => {},
        );
      },
    });
  }

  route(route: string): RouteRecorder {
    const byMethod: Record<string, (((seconds: number) => void) | undefined)[]> = {};
    return (method, statusCode, elapsedMs) => {
      const cls = statusCode >= 100 && statusCode < 600 ? Math.floor(statusCode / 100) : 5;
      let children = byMethod[method];
      if (!children) {
        children = [];
        byMethod[method] = children;
      }
      let child = children[cls];
      if (!child) {
        child = this.#http.series({ route, method, status_class: STATUS_CLASSES[cls] as string });
        children[cls] = child;
      }
      child(elapsedMs / 1000);
    };
  }

  order(outcome: OrderOutcome): void {
    this.#orders.inc({ outcome });
  }

  payment(outcome: PaymentOutcome): void {
    this.#payments.inc({ outcome });
  }

  jobRun(job: string, result: JobResult): void {
    this.#jobRuns.inc({ job, result });
  }

  rateLimited(route: string): void {
    this.#rateLimited.inc({ route });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  render(): Promise<string> {
    return Registry.merge([processMetrics(), this.registry]).metrics();
  }
}
