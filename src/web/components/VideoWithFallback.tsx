import { useState } from "react";
import { cn } from "../lib/cn.ts";
import { ResponsiveImage } from "./ResponsiveImage.tsx";

interface FallbackImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface VideoSource {
  src: string;
  type: string;
}

export interface VideoWithFallbackProps {
  /** Same-origin files in the order to try; when none can play, the image is shown instead. */
  sources: readonly VideoSource[];
  /** The fallback image, and the poster frame unless `poster` names another. */
  image: FallbackImage;
  poster?: string;
  /** Names the video for assistive technology. */
  title: string;
  className?: string;
}

/** A self-hosted video (never an external player) that degrades to a still image on error. */
export function VideoWithFallback({ sources, image, poster, title, className }: VideoWithFallbackProps) {
  const [failed, setFailed] = useState(false);
  const frame = cn("aspect-video w-full overflow-hidden rounded-xl bg-zinc-900", className);

  if (failed || sources.length === 0) {
    return (
      <figure className={frame} data-testid="video-fallback">
        <ResponsiveImage
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes="(min-width: 1024px) 50vw, 100vw"
          pictureClassName="block size-full"
          className="size-full max-w-none object-cover"
        />
      </figure>
    );
  }
  const last = sources.length - 1;
  return (
    <div className={frame}>
      {/* biome-ignore lint/a11y/useMediaCaption: the fallback replaces the video before it can ever play; no captions exist */}
      <video
        controls
        playsInline
        preload="metadata"
        poster={poster ?? image.src}
        aria-label={title}
        width={image.width}
        height={image.height}
        className="size-full object-cover"
        onError={() => setFailed(true)}
      >
        {sources.map((source, i) => (
          // Only the last source failing means none can play: the browser tries the next one itself.
          <source
            key={source.src}
            src={source.src}
            type={source.type}
            onError={i === last ? () => setFailed(true) : undefined}
          />
        ))}
      </video>
    </div>
  );
}
