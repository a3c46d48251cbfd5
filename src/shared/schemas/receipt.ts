import { z } from "zod";
import { BusinessDetails } from "./business-details.ts";
import { DecimalPrice } from "./common.ts";

const ReceiptLine = z.object({
  name: z.string(),
  /** What was bought, "Varifocal, Kerry Green, Polarized, Silver Mirror": the server's one description. */
  description: z.string(),
  quantity: z.number().int(),
  unitPrice: DecimalPrice,
  total: DecimalPrice,
});

/** The delivery address; the shopper's pages get it partly masked, the admin's invoice in full. */
export const ReceiptAddress = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  postcode: z.string(),
  country: z.string(),
});
export type ReceiptAddress = z.infer<typeof ReceiptAddress>;

export const Seller = BusinessDetails.pick({
  name: true,
  address: true,
  companyNumber: true,
  vatNumber: true,
});
export type Seller = z.infer<typeof Seller>;

/**
 * A placed order as a UK VAT receipt: the confirmation page, the shopper's order page and the PDF invoice
 * all show these figures. lines − discount + shipping = total; VAT is included in `charged`
 * (docs/decisions/0017-vat-on-receipts.md).
 */
export const Receipt = z.object({
  orderNumber: z.string(),
  /** ISO time the order was placed (paid). */
  placedAt: z.string(),
  lines: z.array(ReceiptLine),
  subtotal: DecimalPrice,
  discount: DecimalPrice,
  discountCode: z.string().nullable(),
  shipping: DecimalPrice,
  total: DecimalPrice,
  /** What the card was charged: the total, or the 30p card minimum. */
  charged: DecimalPrice,
  vatRatePercent: z.number().int(),
  vatIncluded: DecimalPrice,
  net: DecimalPrice,
  deliveryAddress: ReceiptAddress,
  seller: Seller,
  /** The PDF invoice: a signed link, so it opens as a plain download. */
  invoiceUrl: z.string(),
});
export type Receipt = z.infer<typeof Receipt>;
