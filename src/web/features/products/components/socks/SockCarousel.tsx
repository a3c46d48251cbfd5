import { ChevronLeft, ChevronRight, Pause, Play, ZoomIn } from "lucide-react";
import { type FocusEvent, useEffect, useRef, useState } from "react";
import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { mediaTargets } from "#shared/media-pick.ts";
import type { PublicImage } from "#shared/schemas/media.ts";
import { useImageZoom } from "#web/components/use-image-zoom.tsx";
import { lcp } from "#web/features/products/pages/SportsSocksPage.meta.ts";
import { cn } from "#web/lib/cn.ts";
import { usePageSettled } from "#web/lib/page-settled.ts";
import { Picture } from "#web/media/Picture.tsx";
import { useImages } from "#web/media/use-media.ts";
import { useReducedMotion } from "./use-reduced-motion.ts";

/** The socks carousel advances every 4 s. */
const CAROUSEL_INTERVAL_MS = 4000;

interface Slide {
  src: string;
  alt: string;
  upload?: PublicImage;
}

const DRAWN: readonly Slide[] = [
  "Sports socks in black with the ember heel tab",
  "Side view of the arch compression band",
  "The seamless toe seam, close up",
  "Cushioned heel and forefoot",
  "A runner wearing the socks on a trail",
  "Three pairs folded together",
].map((alt, i) => ({ src: `/images/socks/sock-${i + 1}.jpg`, alt }));

/** The first slide is the page's LCP image, preloaded by the server; the others share its size. */
const FIRST = lcp;

/** The owner's photos of the socks (square), else the drawings. */
const slidesOf = (uploads: readonly PublicImage[]): readonly Slide[] =>
  uploads.length > 0
    ? uploads.map((upload) => ({ src: `upload-${upload.id}`, alt: upload.alt, upload }))
    : DRAWN;

const controlClasses =
  "inline-flex size-11 cursor-pointer items-center justify-center rounded-full bg-white/90 text-ink shadow transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-500";

/**
 * Six photos that advance every 4 s and wrap. Hovering or focusing the carousel pauses it, the
 * pause button stops it, and so does a reduced-motion preference.
 */
export function SockCarousel() {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const zoomButton = useRef<HTMLButtonElement>(null);
  const reducedMotion = useReducedMotion();
  // The hidden slides' photos wait for the first view: they would share the connection with the first.
  const settled = usePageSettled();
  const slides = slidesOf(useImages(mediaTargets.product(PRODUCT_IDS.socks)));
  const count = slides.length;
  const slide = slides[index] ?? slides[0] ?? { src: "", alt: "" };
  const zoom = useImageZoom({
    image: { ...slide, width: FIRST.width, height: FIRST.height },
    title: `Sports socks: image ${index + 1} of ${count}`,
    returnFocus: zoomButton,
  });
  const rotating = !hovered && !focused && !stopped && !zoom.isOpen && !reducedMotion;

  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the 4 s timer after every slide change
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const go = (next: number) => setIndex((next + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Sports socks photos"
      data-testid="sock-carousel"
      data-rotating={rotating}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      className="flex flex-col gap-4"
    >
      <div
        className="relative aspect-square overflow-hidden rounded-xl bg-zinc-100"
        aria-live={rotating ? "off" : "polite"}
      >
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide with a group role
          <div
            key={slide.src}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== index}
            data-active={i === index}
            className={cn(
              "absolute inset-0 transition-opacity duration-500 motion-reduce:transition-none",
              i === index ? "opacity-100" : "opacity-0",
            )}
          >
            {i === 0 || i === index || settled ? (
              <Picture
                upload={slide.upload}
                crop="square"
                src={slide.src}
                alt={slide.alt}
                width={FIRST.width}
                height={FIRST.height}
                priority={i === 0}
                sizes={FIRST.sizes}
                pictureClassName="block size-full"
                className="size-full max-w-none object-cover"
              />
            ) : null}
          </div>
        ))}
        <button
          ref={zoomButton}
          type="button"
          aria-haspopup="dialog"
          onClick={zoom.open}
          className="absolute top-3 right-3 inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full bg-white/90 px-4 font-semibold text-ink shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-500"
        >
          <ZoomIn aria-hidden="true" className="size-5" />
          Zoom
        </button>
        <div className="absolute inset-x-3 top-1/2 flex -translate-y-1/2 justify-between">
          <button
            type="button"
            className={controlClasses}
            aria-label="Previous image"
            onClick={() => go(index - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            className={controlClasses}
            aria-label="Next image"
            onClick={() => go(index + 1)}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      <div className="flex items-center justify-center gap-3">
        <button
          type="button"
          className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-zinc-800 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-ember-500"
          aria-label={stopped ? "Play slideshow" : "Pause slideshow"}
          onClick={() => setStopped((s) => !s)}
        >
          {stopped ? (
            <Play aria-hidden="true" className="size-5" />
          ) : (
            <Pause aria-hidden="true" className="size-5" />
          )}
        </button>
        <div className="flex gap-1">
          {slides.map((slide, i) => (
            <button
              key={slide.src}
              type="button"
              aria-label={`Show image ${i + 1}`}
              aria-current={i === index ? "true" : undefined}
              onClick={() => go(i)}
              className="group inline-flex size-8 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ember-500"
            >
              <span
                aria-hidden="true"
                className={cn(
                  "block size-2.5 rounded-full transition-colors",
                  i === index ? "bg-ink" : "bg-zinc-400 group-hover:bg-zinc-600",
                )}
              />
            </button>
          ))}
        </div>
      </div>
      {zoom.dialog}
    </section>
  );
}
