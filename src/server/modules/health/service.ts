import type { AppContext } from "#server/context.ts";

export type Readiness =
  | { status: "ready" }
  | { status: "degraded"; degraded: "redis"[] }
  | { status: "unavailable"; message: string };

/**
 * Ready when the database answers. Without Redis the instance still serves everything (rate limits count
 * in process, chat reaches this instance's sockets), so that is "degraded", not unready.
 */
export async function readiness(ctx: Pick<AppContext, "database" | "redis">): Promise<Readiness> {
  const [database, redis] = await Promise.all([
    ctx.database.ping().then(
      () => true,
      () => false,
    ),
    ctx.redis ? ctx.redis.ping() : true,
  ]);
  if (!database) return { status: "unavailable", message: "Database unavailable" };
  return redis ? { status: "ready" } : { status: "degraded", degraded: ["redis"] };
}
