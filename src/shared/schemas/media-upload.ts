import { z } from "zod";
import { optionalText } from "./fields.ts";
import { ALT_MAX, Alt, Caption, FocalX, FocalY } from "./media.ts";

/** POST /api/admin/media's words (multipart fields beside the file): a photo must have its alt text. */
export const PhotoUploadFields = z.object({
  alt: Alt,
  caption: Caption,
  focalX: FocalX.default(0.5),
  focalY: FocalY.default(0.5),
});

/** A video's alt text is optional (its poster is described by it when given). */
export const VideoUploadFields = PhotoUploadFields.extend({
  alt: optionalText("Alt text", { max: ALT_MAX }),
});
export type MediaUploadFields = z.infer<typeof VideoUploadFields>;
