import { ZoomIn } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import type { MediaCrop } from "#shared/schemas/media.ts";
import { Picture } from "#web/media/Picture.tsx";
import { cn } from "../lib/cn.ts";
import type { ZoomImage } from "./ImageZoom.tsx";
import { useImageZoom } from "./use-image-zoom.tsx";

export interface GalleryView extends ZoomImage {
  /** A few words naming the view, e.g. "Side view"; names its thumbnail button. */
  label: string;
}

interface ProductGalleryProps {
  /** The product, e.g. "Primary+ Sports Sunglasses"; names the gallery. */
  product: string;
  views: readonly GalleryView[];
  /** The main picture's rendered width. */
  sizes?: string;
  priority?: boolean;
  /** How the owner's photos are framed: the drawings' aspect ratio (4:3 unless said). */
  crop?: MediaCrop;
  className?: string;
}

const NEXT: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Several views of a product: the main picture in a box of the first view's aspect ratio (nothing
 * moves when the view changes), thumbnails as buttons where the arrow keys, Home and End move between views, and
 * a Zoom button (or a click on the picture) opening the view larger in a dialog.
 */
export function ProductGallery({
  product,
  views,
  sizes,
  priority,
  crop = "landscape",
  className,
}: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const zoomButton = useRef<HTMLButtonElement>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = views[Math.min(index, views.length - 1)];
  const first = views[0];
  const zoom = useImageZoom({
    image: current ?? { src: "", alt: "", width: 1, height: 1 },
    title: `${product}: ${current?.label ?? ""}`,
    returnFocus: zoomButton,
  });
  if (!current || !first) return null;

  const show = (i: number, focus = false) => {
    const next = (i + views.length) % views.length;
    setIndex(next);
    if (focus) thumbs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = NEXT[event.key];
    if (step !== undefined) show(index + step, true);
    else if (event.key === "Home") show(0, true);
    else if (event.key === "End") show(views.length - 1, true);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-label={`${product} photos`}
      data-testid="product-gallery"
      data-view={index}
      className={cn("flex flex-col gap-3", className)}
    >
      <div
        className="relative overflow-hidden rounded-xl border border-zinc-200 bg-zinc-100"
        style={{ aspectRatio: `${first.width} / ${first.height}` }}
      >
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut; the Zoom button is the keyboard's way */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: as above */}
        <div className="size-full cursor-zoom-in" onClick={zoom.open}>
          <Picture
            key={current.src}
            upload={current.upload}
            crop={crop}
            src={current.src}
            alt={current.alt}
            width={current.width}
            height={current.height}
            priority={priority}
            sizes={sizes ?? "(min-width: 1024px) 50vw, 100vw"}
            pictureClassName="block size-full"
            className="size-full max-w-none object-contain"
          />
        </div>
        <button
          ref={zoomButton}
          type="button"
          aria-haspopup="dialog"
          onClick={zoom.open}
          className="absolute right-2 bottom-2 inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-md bg-ink/85 px-3 text-sm font-semibold text-white hover:bg-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-500"
        >
          <ZoomIn aria-hidden="true" className="size-4" />
          Zoom<span className="sr-only">: {current.label}</span>
        </button>
      </div>
      {zoom.dialog}
      <p aria-live="polite" className="sr-only">
        {current.label}, {index + 1} of {views.length}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset */}
      <div role="group" aria-label="Views" className="flex flex-wrap gap-2" onKeyDown={onKeyDown}>
        {views.map((view, i) => (
          <button
            key={view.src}
            ref={(el) => {
              thumbs.current[i] = el;
            }}
            type="button"
            aria-label={view.label}
            aria-pressed={i === index}
            tabIndex={i === index ? 0 : -1}
            onClick={() => show(i)}
            className={cn(
              "w-20 cursor-pointer overflow-hidden rounded-md border-2 bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-500 sm:w-24",
              i === index ? "border-ember-500" : "border-zinc-200 hover:border-zinc-400",
            )}
          >
            <Picture
              upload={view.upload}
              crop={crop}
              src={view.src}
              alt=""
              width={view.width}
              height={view.height}
              sizes="96px"
              pictureClassName="block"
              className="w-full"
            />
          </button>
        ))}
      </div>
    </section>
  );
}
