import type { AppContext } from "#server/context.ts";
import { fulfilsWithin, within } from "#server/lib/bounded.ts";
import type { DependencyName } from "#server/lib/dependency-probe.ts";

export type Readiness =
  | { status: "ready" }
  | { status: "degraded"; degraded: DependencyName[] }
  | { status: "unavailable"; message: string };

/** How long readiness waits for one dependency's answer before naming it degraded. */
const PROBE_WAIT_MS = 1_000;
/** How long it waits for the database before answering 503. */
const DATABASE_WAIT_MS = 5_000;

/**
 * Ready when the database answers. Without Redis, SMTP, storage or the carrier the instance still serves
 * (rate limits count in process, chat reaches this instance's sockets, mail waits in its queue, the
 * calls that need the rest fail on their own), so that is "degraded", naming each, not unready.
 */
export async function readiness(ctx: Pick<AppContext, "database" | "dependencies">): Promise<Readiness> {
  const [database, ...up] = await Promise.all([
    fulfilsWithin(ctx.database.ping(), DATABASE_WAIT_MS),
    ...ctx.dependencies.map((probe) => within(probe.up(), PROBE_WAIT_MS).catch(() => false)),
  ]);
  if (!database) return { status: "unavailable", message: "Database unavailable" };
  const degraded = ctx.dependencies.filter((_, i) => !up[i]).map((probe) => probe.name);
  return degraded.length > 0 ? { status: "degraded", degraded } : { status: "ready" };
}
