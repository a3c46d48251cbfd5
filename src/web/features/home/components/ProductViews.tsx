import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { mediaTargets } from "#shared/media-pick.ts";
import { type GalleryView, ProductGallery } from "#web/components/ProductGallery.tsx";
import { galleryViews } from "#web/media/gallery-views.ts";
import { useImages } from "#web/media/use-media.ts";

const VIEWS: readonly GalleryView[] = [
  {
    label: "Three-quarter view",
    src: "/images/ronhill-black.jpg",
    alt: "Primary+ sunglasses in Ronhill Black, three-quarter view",
  },
  { label: "Front view", src: "/images/views/primary-front.jpg", alt: "Primary+ sunglasses from the front" },
  { label: "Side view", src: "/images/views/primary-side.jpg", alt: "Primary+ sunglasses from the side" },
  {
    label: "Lens close-up",
    src: "/images/views/primary-detail.jpg",
    alt: "Close-up of the Primary+ shield lens and brow bar",
  },
].map((view) => ({ ...view, width: 800, height: 600 }));

/** The Primary+ frame from several angles, with zoom. */
export function ProductViews({ name }: { name: string }) {
  const uploads = useImages(mediaTargets.product(PRODUCT_IDS.primary));
  return (
    <section aria-labelledby="views-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 id="views-title" className="font-display text-3xl font-black">
        From every angle
      </h2>
      <ProductGallery
        product={name}
        views={galleryViews(uploads, VIEWS, "landscape")}
        sizes="(min-width: 768px) 672px, 100vw"
        className="mt-6 max-w-2xl"
      />
    </section>
  );
}
