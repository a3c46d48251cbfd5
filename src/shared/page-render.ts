import type { CompanyDetails } from "./shop-info.ts";
import type { VideoSlot } from "./video-slots.ts";

/** Browser-side configuration the server puts in `<meta name="shop-config">`: analytics ids, business details, videos. */
export interface ShopConfig {
  gaMeasurementId?: string;
  adsConversionId?: string;
  /** Unchecked here; read it with companyDetails() (web/lib/company.ts). */
  company?: CompanyDetails;
  videos?: Partial<Record<VideoSlot, string>>;
}

/** What the server asks the web app's server build for: a page's URL, how to answer the GET calls it reads, and the shop's config. */
export interface RenderRequest {
  /** The absolute URL of the page (origin, path and query). */
  url: string;
  resolve: (url: string) => unknown;
  config: ShopConfig;
  signal?: AbortSignal;
}

export type RenderResult =
  | { kind: "page"; html: string; seed: string }
  | { kind: "redirect"; location: string; status: number }
  | { kind: "error"; html: string; error: unknown };
