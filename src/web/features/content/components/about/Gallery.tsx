import { Expand } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { LoadError } from "#web/components/LoadError.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useAboutGallery } from "#web/features/content/api/use-gallery-captions.ts";
import { Picture } from "#web/media/Picture.tsx";

/** The dialog's code (Radix Dialog) loads with the first picture opened. */
const Lightbox = lazy(() => import("./Lightbox.tsx").then((m) => ({ default: m.Lightbox })));

const SKELETONS = ["a", "b", "c", "d", "e", "f", "g", "h"] as const;

export function Gallery() {
  const gallery = useAboutGallery();
  const [open, setOpen] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  // The photo last shown in the lightbox: its thumbnail gets the focus back on close.
  const lastShown = useRef(0);
  const show = (index: number | null) => {
    if (index !== null) {
      lastShown.current = index;
      setOpened(true);
    }
    setOpen(index);
  };

  return (
    <section aria-labelledby="gallery-title" className="bg-zinc-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="gallery-title" className="font-display text-3xl font-black sm:text-4xl">
          Gallery
        </h2>
        <p className="mt-2 text-zinc-600">Moments from the road, the trail, the workshop and the lens lab.</p>
        {!gallery.data && !gallery.isError ? (
          <div role="status" className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            <span className="sr-only">Loading gallery</span>
            {SKELETONS.map((key) => (
              <Skeleton key={key} className="aspect-[3/2] w-full" />
            ))}
          </div>
        ) : !gallery.data ? (
          <div className="mt-8">
            <LoadError message="The gallery could not be loaded." onRetry={() => gallery.refetch()} />
          </div>
        ) : (
          <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4" data-testid="gallery">
            {gallery.data.map((image, index) => (
              <li key={image.file}>
                <figure>
                  <button
                    type="button"
                    ref={(el) => {
                      buttons.current[index] = el;
                    }}
                    onClick={() => show(index)}
                    aria-label={`Enlarge photo ${index + 1}: ${image.alt}`}
                    className="group relative block w-full cursor-zoom-in overflow-hidden rounded-lg"
                  >
                    <Picture
                      upload={image.upload}
                      crop="landscape"
                      src={image.file}
                      alt={image.alt}
                      width={1200}
                      height={800}
                      sizes="(min-width: 1024px) 23vw, (min-width: 768px) 31vw, 46vw"
                      className="aspect-[3/2] w-full bg-zinc-200 object-cover transition-transform group-hover:scale-105"
                    />
                    <Expand
                      aria-hidden="true"
                      className="absolute top-2 right-2 size-7 rounded-md bg-black/60 p-1.5 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
                    />
                  </button>
                  <figcaption className="mt-2 text-sm leading-snug text-zinc-700">{image.caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>
      {gallery.data && opened ? (
        <Suspense fallback={null}>
          <Lightbox
            images={gallery.data}
            index={open}
            onIndexChange={show}
            onCloseAutoFocus={() => buttons.current[lastShown.current]?.focus()}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
