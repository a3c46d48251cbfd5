import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { mediaTargets } from "#shared/media-pick.ts";
import { type GalleryView, ProductGallery } from "#web/components/ProductGallery.tsx";
import { galleryViews } from "#web/media/gallery-views.ts";
import { useImages } from "#web/media/use-media.ts";
import { lcp } from "../pages/PrescriptionProPage.meta.ts";

const VIEWS: readonly GalleryView[] = [
  {
    label: "Optical Rim insert",
    src: lcp.src,
    alt: "Sports sunglasses with a clip-in prescription insert behind the lens",
    width: lcp.width,
    height: lcp.height,
  },
  ...[
    {
      label: "Front view",
      src: "/images/views/rx-front.jpg",
      alt: "Prescription sports sunglasses from the front, the insert behind the lens",
    },
    {
      label: "Side view",
      src: "/images/views/rx-side.jpg",
      alt: "Prescription sports sunglasses from the side",
    },
    {
      label: "Insert close-up",
      src: "/images/views/rx-detail.jpg",
      alt: "Close-up of the prescription insert seen through the lens",
    },
  ].map((view) => ({ ...view, width: 800, height: 600 })),
];

/** Prescription Pro from several angles, with zoom. */
export function RxGallery({
  name,
  priority,
  className,
}: {
  name: string;
  priority?: boolean;
  className?: string;
}) {
  const uploads = useImages(mediaTargets.product(PRODUCT_IDS.prescriptionPro));
  return (
    <ProductGallery
      product={name}
      views={galleryViews(uploads, VIEWS, "landscape")}
      sizes={lcp.sizes}
      priority={priority}
      className={className}
    />
  );
}
