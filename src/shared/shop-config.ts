import type { CompanyDetails } from "./shop-info.ts";
import type { VideoSlot } from "./video-slots.ts";

/** Browser-side configuration the server puts in `<meta name="shop-config">`: analytics ids, business details, videos. */
export interface ShopConfig {
  gaMeasurementId?: string;
  adsConversionId?: string;
  /** Unchecked in the browser; read it with companyDetails() (web/lib/company.ts). */
  company?: CompanyDetails;
  videos?: Partial<Record<VideoSlot, string>>;
}
