export interface LcpImage {
  src: string;
  width: number;
  height: number;
  /** The rendered width, as the page's <picture> gives it; absent for a single file (a plain <img>, no variants). */
  sizes?: string;
  /** Where the picture is the largest of the first view, when not on every screen. */
  media?: string;
}

/** A content page's hero picture, the second column of its opening band from 768px (PageHero). */
const PAGE_HERO_SIZES = "(min-width: 768px) 50vw, 100vw";

/**
 * The largest picture of each page's first view: the page renders it with high priority and the server
 * preloads it from the served HTML, so the two must agree on the file set and the sizes.
 */
export const LCP_IMAGES = {
  "/": { src: "/images/hero-runner.jpg", width: 1200, height: 675, sizes: "(min-width: 768px) 50vw, 100vw" },
  "/sports-socks": {
    src: "/images/socks/sock-1.jpg",
    width: 800,
    height: 800,
    sizes: "(min-width: 768px) 50vw, 100vw",
  },
  "/prescription-pro": {
    src: "/images/optical-rim.jpg",
    width: 1200,
    height: 800,
    sizes: "(min-width: 768px) 672px, 100vw",
  },
  "/africa-r3d": {
    src: "/images/africa/hero.jpg",
    width: 1200,
    height: 675,
    sizes: "(min-width: 1024px) 50vw, 100vw",
  },
  "/about": { src: "/images/gallery/10.jpg", width: 1200, height: 800, sizes: PAGE_HERO_SIZES },
  "/running-sunglasses": { src: "/images/gallery/14.jpg", width: 1200, height: 800, sizes: PAGE_HERO_SIZES },
  "/prescription-sports-sunglasses": {
    src: "/images/hero-prescription.jpg",
    width: 1200,
    height: 675,
    sizes: PAGE_HERO_SIZES,
  },
  "/who-is-africa": {
    src: "/images/who-is-africa.jpg",
    width: 1200,
    height: 800,
    sizes: "(min-width: 896px) 850px, 100vw",
  },
  "/dynamic-landing": {
    src: "/images/gallery/13.jpg",
    width: 1200,
    height: 800,
    sizes: "(min-width: 768px) 50vw, 100vw",
  },
  "/nose-pads": {
    src: "/images/nose-pads.jpg",
    width: 800,
    height: 600,
    sizes: "(min-width: 768px) 50vw, 100vw",
  },
} as const satisfies Record<string, LcpImage>;

/** The <picture> offers AVIF first and every browser that preloads by type decodes it, so that is the file fetched. */
export const PRELOAD_FORMAT = { format: "avif", type: "image/avif" } as const;

/** The spare lenses' gallery, which shows the first tint offered until one is chosen. */
export const SPARE_LENS_GALLERY = {
  width: 800,
  height: 600,
  sizes: "(min-width: 1024px) 40vw, 100vw",
} as const;
