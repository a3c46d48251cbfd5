import type { AppContext } from "#server/context.ts";
import { processMedia } from "#server/modules/media/index.ts";

/** Makes the public variants of new uploads and the new crops of a changed focal point. */
export const processMediaJob = (ctx: AppContext, onError: (error: unknown) => void) =>
  processMedia(ctx, onError);
