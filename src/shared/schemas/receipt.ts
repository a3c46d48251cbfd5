import { z } from "zod";
import { DecimalPrice } from "./common.ts";

export const ReceiptLine = z.object({
  name: z.string(),
  /** "Celeste, Polarized": colour, lens, prescription lens, sock size. */
  options: z.string(),
  quantity: z.number().int(),
  unitPrice: DecimalPrice,
  total: DecimalPrice,
});
export type ReceiptLine = z.infer<typeof ReceiptLine>;

/** The delivery address; the shopper's pages get it partly masked, the admin's invoice in full. */
export const ReceiptAddress = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  postcode: z.string(),
  country: z.string(),
});
export type ReceiptAddress = z.infer<typeof ReceiptAddress>;

export const Seller = z.object({
  name: z.string(),
  address: z.string(),
  companyNumber: z.string(),
  vatNumber: z.string(),
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
