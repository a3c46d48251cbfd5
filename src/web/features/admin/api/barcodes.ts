import { z } from "zod";
import { BarcodeVariant } from "#shared/schemas/barcodes.ts";
import { useAdminQuery } from "./admin-query.ts";

const BARCODES_URL = "/api/barcodes";

/** Every colour × primary lens type with its SKU, UPC-A and label price, computed by the server. */
export const useBarcodeVariants = () => useAdminQuery(BARCODES_URL, z.array(BarcodeVariant));
