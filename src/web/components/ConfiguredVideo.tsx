import type { VideoSlot } from "#shared/video-slots.ts";
import { configuredVideo } from "../lib/public-config.ts";
import { VideoWithFallback, type VideoWithFallbackProps } from "./VideoWithFallback.tsx";

/** The video configured for this slot; with none configured the slot renders nothing (no player, no request). */
export function ConfiguredVideo({
  slot,
  ...props
}: Omit<VideoWithFallbackProps, "src"> & { slot: VideoSlot }) {
  const src = configuredVideo(slot);
  return src ? <VideoWithFallback src={src} {...props} /> : null;
}
