import { Minus, Plus, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type KeyboardEvent, type RefObject, useState } from "react";
import type { PublicImage } from "#shared/schemas/media.ts";
import { Picture } from "#web/media/Picture.tsx";

export interface ZoomImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The owner's photo shown instead of the drawing: zoomed as uploaded, uncropped. */
  upload?: PublicImage;
}

/** The zoom steps, as a multiple of the dialog's width. */
const ZOOM_LEVELS = [1, 1.5, 2, 3] as const;

interface ImageZoomProps {
  image: ZoomImage;
  /** The dialog's title, e.g. "Primary+: side view". */
  title: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opened it, focused again when the dialog closes. */
  returnFocus: RefObject<HTMLElement | null>;
}

// aria-disabled rather than disabled at either end: a disabled button drops the focus out of the dialog.
const control =
  "inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md border border-zinc-300 hover:bg-zinc-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-ember-500";

/**
 * Loaded with the first zoom (see use-image-zoom.tsx): Radix's dialog would otherwise weigh on every
 * product page's first load.
 *
 * A dialog showing one image larger, zoomed with the + and − buttons or keys; the enlarged image scrolls inside its frame, so arrow keys and the pointer pan it. Escape
 * or the close button closes it and focus goes back to the trigger.
 */
export function ImageZoom({ image, title, open, onOpenChange, returnFocus }: ImageZoomProps) {
  const [level, setLevel] = useState(0);
  const scale = ZOOM_LEVELS[level] ?? 1;
  const last = ZOOM_LEVELS.length - 1;
  const zoom = (step: number) => setLevel((l) => Math.min(last, Math.max(0, l + step)));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "+" || event.key === "=") zoom(1);
    else if (event.key === "-" || event.key === "_") zoom(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        // Opened by the caller's state, closed here: the next opening starts at 100% again.
        if (!next) setLevel(0);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/80 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          data-testid="image-zoom"
          data-zoom={scale}
          className="fixed inset-2 z-50 m-auto flex h-fit max-h-[calc(100dvh-1rem)] max-w-5xl flex-col gap-3 rounded-xl bg-white p-4 shadow-2xl sm:inset-8"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Dialog.Title className="font-display text-xl font-bold">{title}</Dialog.Title>
            <div className="flex items-center gap-2">
              <button
                type="button"
                aria-label="Zoom out"
                className={control}
                aria-disabled={level === 0}
                onClick={() => zoom(-1)}
              >
                <Minus aria-hidden="true" className="size-5" />
              </button>
              <output aria-live="polite" className="w-14 text-center font-semibold tabular-nums">
                {Math.round(scale * 100)}%
              </output>
              <button
                type="button"
                aria-label="Zoom in"
                className={control}
                aria-disabled={level === last}
                onClick={() => zoom(1)}
              >
                <Plus aria-hidden="true" className="size-5" />
              </button>
              <Dialog.Close aria-label="Close zoomed image" className={control}>
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
          </div>
          <Dialog.Description className="text-sm text-zinc-600">
            Use + and − to zoom, the arrow keys or scrolling to look around, and Escape to close.
          </Dialog.Description>
          <section
            aria-label="Zoomed image"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to pan it
            tabIndex={0}
            className="max-h-[70dvh] overflow-auto rounded-lg bg-zinc-100 focus-visible:outline-2 focus-visible:outline-ember-500"
          >
            <div style={{ width: `${scale * 100}%` }}>
              <Picture
                upload={image.upload}
                crop="original"
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                priority
                sizes={`${Math.round(scale * 100)}vw`}
                pictureClassName="block"
                className="w-full max-w-none"
              />
            </div>
          </section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default ImageZoom;
