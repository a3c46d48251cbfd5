import { useState } from "react";
import { cn } from "../lib/cn.ts";
import { ResponsiveImage } from "./ResponsiveImage.tsx";

interface FallbackImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface VideoWithFallbackProps {
  /** A same-origin video file; when it is missing or cannot play, the image is shown instead. */
  src: string;
  type?: string;
  /** The poster frame and the fallback image. */
  image: FallbackImage;
  /** Names the video for assistive technology. */
  title: string;
  className?: string;
}

/** A self-hosted video (never an external player) that degrades to a still image on error. */
export function VideoWithFallback({
  src,
  type = "video/mp4",
  image,
  title,
  className,
}: VideoWithFallbackProps) {
  const [failed, setFailed] = useState(false);
  const frame = cn("aspect-video w-full overflow-hidden rounded-xl bg-zinc-900", className);

  if (failed) {
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
  return (
    <div className={frame}>
      {/* biome-ignore lint/a11y/useMediaCaption: the fallback replaces the video before it can ever play; no captions exist */}
      <video
        controls
        preload="metadata"
        poster={image.src}
        aria-label={title}
        width={image.width}
        height={image.height}
        className="size-full object-cover"
        onError={() => setFailed(true)}
      >
        <source src={src} type={type} onError={() => setFailed(true)} />
      </video>
    </div>
  );
}
