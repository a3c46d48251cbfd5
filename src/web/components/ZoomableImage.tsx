import { X, ZoomIn } from "lucide-react";
import { Dialog } from "radix-ui";
import { cn } from "../lib/cn.ts";
import { ResponsiveImage } from "./ResponsiveImage.tsx";

interface ZoomableImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The dialog's title; also says what the button opens. */
  caption: string;
  className?: string;
}

/** An image that opens full size in a dialog when clicked (or activated by keyboard). */
export function ZoomableImage({ src, alt, width, height, caption, className }: ZoomableImageProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger
        className={cn(
          "group relative block w-full cursor-zoom-in overflow-hidden rounded-lg border border-zinc-200",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-500",
          className,
        )}
        aria-label={`Zoom image: ${caption}`}
      >
        <ResponsiveImage
          src={src}
          alt={alt}
          width={width}
          height={height}
          sizes="(min-width: 768px) 40vw, 100vw"
          pictureClassName="block"
          className="w-full transition-transform group-hover:scale-105 motion-reduce:transition-none"
        />
        <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-md bg-ink/80 px-2 py-1 text-xs font-semibold text-white">
          <ZoomIn aria-hidden="true" className="size-4" /> Click to zoom
        </span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/80 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-2 z-50 m-auto flex h-fit max-h-[calc(100dvh-1rem)] max-w-5xl flex-col gap-3 overflow-auto rounded-xl bg-white p-4 shadow-2xl sm:inset-8"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-xl font-bold">{caption}</Dialog.Title>
            <Dialog.Close
              aria-label="Close zoomed image"
              className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-zinc-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <img src={src} alt={alt} width={width} height={height} className="h-auto w-full rounded-lg" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
