import { type LcpImage, type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Who is Africa?"),
  description: "The memorial and founder story behind the Africa R3D collection.",
  parent: "/africa-r3d",
};

/** The largest picture of the first view, which the server preloads. */
export const lcp = {
  src: "/images/who-is-africa.jpg",
  width: 1200,
  height: 800,
  sizes: "(min-width: 896px) 850px, 100vw",
} as const satisfies LcpImage;
