import { z } from "zod";
import { MediaTarget } from "./media.ts";

/** DELETE /api/admin/media/attachments?target=&mediaId=: stop showing an item at a place. */
export const DetachMediaQuery = z.object({
  target: MediaTarget,
  mediaId: z.coerce
    .number({ error: "mediaId must be a number" })
    .int("mediaId must be a whole number")
    .positive("mediaId must be positive")
    .max(2_147_483_647, "mediaId is out of range"),
});
export type DetachMediaQuery = z.infer<typeof DetachMediaQuery>;
