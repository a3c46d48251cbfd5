/** What the owner may upload to the media library; the server checks each, the admin says them beforehand. */
export const MEDIA_PHOTO_MAX_BYTES = 25 * 1024 * 1024;
export const MEDIA_VIDEO_MAX_BYTES = 200 * 1024 * 1024;
/** Width × height a photo (or a poster) may declare: more is refused before anything is decoded. */
export const MEDIA_MAX_PIXELS = 50_000_000;

export const MEDIA_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
export const MEDIA_VIDEO_TYPES = ["video/mp4", "video/webm"] as const;

/** The multipart form's field names. */
export const MEDIA_FORM_FIELDS = ["alt", "caption", "focalX", "focalY"] as const;
export const MEDIA_FILE_FIELD = "file";
export const MEDIA_POSTER_FIELD = "poster";

export const MEDIA_MESSAGES = {
  noFile: "Choose a photo or a video to upload",
  fileType: "The file must be a JPEG, PNG, WebP or AVIF photo, or an MP4 or WebM video",
  posterType: "The poster must be a JPEG, PNG, WebP or AVIF image",
  photoTooLarge: "A photo may be at most 25 MB",
  videoTooLarge: "A video may be at most 200 MB",
  tooManyPixels: "A photo may be at most 50 megapixels",
  undecodable: "The picture could not be read: it may be cut short or damaged",
  noVideoStream:
    "The video has no playable video stream (MP4 with H.264, HEVC, AV1 or VP9; WebM with VP8, VP9 or AV1)",
  posterOnPhoto: "Only a video takes a poster image",
  unreadableForm: "The upload could not be read: it may have been cut short",
} as const;
