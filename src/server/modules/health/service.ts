import type { AppContext } from "#server/context.ts";

/** Ready when the database answers. */
export async function isReady(ctx: Pick<AppContext, "database">): Promise<boolean> {
  try {
    await ctx.database.ping();
    return true;
  } catch {
    return false;
  }
}
