import { cropOf } from "#shared/media-pick.ts";
import type { VideoSlot } from "#shared/video-slots.ts";
import { useVideo } from "#web/media/use-media.ts";
import { configuredVideo } from "../lib/public-config.ts";
import { VideoWithFallback, type VideoWithFallbackProps } from "./VideoWithFallback.tsx";

/**
 * A video slot: the owner's uploaded video (with its poster) when there is one, else the file its VIDEO_*
 * setting names; with neither the slot renders nothing (no player, no request).
 */
export function ConfiguredVideo({
  slot,
  ...props
}: Omit<VideoWithFallbackProps, "sources" | "poster"> & { slot: VideoSlot }) {
  const upload = useVideo(slot);
  if (upload) {
    const poster = upload.poster ? cropOf(upload.poster, "landscape") : undefined;
    return (
      <VideoWithFallback
        {...props}
        title={upload.alt || props.title}
        sources={upload.sources}
        poster={poster?.src}
      />
    );
  }
  const src = configuredVideo(slot);
  return src ? <VideoWithFallback sources={[{ src, type: "video/mp4" }]} {...props} /> : null;
}
