import { API_DECIMAL } from "#shared/money.ts";
import { RETURN_POSTAGE_PAYERS } from "#shared/returns/settings-defaults.ts";
import type {
  AfricaColor,
  AfricaFrame,
  AfricaLensType,
  AfricaVisionType,
  Color,
  Finish,
  LensType,
  PrescriptionLensType,
  Product,
  SockSize,
  VisionType,
} from "#shared/schemas/catalogue.ts";
import type { ShopSettings } from "#shared/schemas/shop-settings.ts";
import { array, bool, int, literal, nullable, object, type Reader, text } from "#web/lib/shape.ts";

/**
 * The catalogue answers read with the shell's small readers instead of zod, so that the home page's
 * first load stays within its budget (docs/decisions/0012). Each mirrors its zod schema in
 * src/shared/schemas/catalogue.ts, and readers.test.ts holds them to it.
 */
const price = text(0, API_DECIMAL);
const strings = array(text());

export const readProduct: Reader<Product> = object({
  id: int(),
  name: text(),
  description: text(),
  basePrice: price,
  price,
  productType: text(),
  features: strings,
  technicalSpecs: strings,
  requiresPrescription: bool,
});

export const readColor: Reader<Color> = object({ id: int(), name: text(), hex: text() });

const lensFields = {
  id: int(),
  name: text(),
  description: text(),
  additionalPrice: price,
  features: strings,
};
export const readLensType: Reader<LensType> = object(lensFields);
export const readPrescriptionLensType: Reader<PrescriptionLensType> = object({ ...lensFields, price });

export const readFinish: Reader<Finish> = object({ id: int(), name: text(), description: text(), price });

export const readVisionType: Reader<VisionType> = object({
  id: text(),
  name: text(),
  description: text(),
  basePrice: price,
});

export const readSockSize: Reader<SockSize> = object({ id: int(), name: text(), euRange: text() });

export const readAfricaFrame: Reader<AfricaFrame> = object({
  id: int(),
  name: text(),
  description: text(),
  badge: nullable(text()),
  widthMm: nullable(int()),
  heightMm: nullable(int()),
});

export const readAfricaColor: Reader<AfricaColor> = readColor;

export const readAfricaVisionType: Reader<AfricaVisionType> = object({
  id: int(),
  name: text(),
  description: text(),
  basePrice: price,
});

export const readAfricaLensType: Reader<AfricaLensType> = object({
  id: int(),
  name: text(),
  description: text(),
  additionalPrice: price,
});

export const readShopSettings: Reader<ShopSettings> = object({
  internationalShippingPence: int(0),
  freeShippingCountries: array(text()),
  socksOffer: object({ pairsPerGroup: int(2), groupPricePence: int(0) }),
  minimumChargePence: int(0),
  policies: object({
    ukDeliveryTime: text(),
    abroadDeliveryTime: text(),
    returnsDays: int(0),
    warrantyMonths: int(0),
  }),
  holds: object({ minutes: int(1), unitsPerLine: int(1), unitsPerAddress: int(1) }),
  returns: object({
    postagePayer: literal(...RETURN_POSTAGE_PAYERS),
    address: nullable(text(1)),
    wording: text(1),
  }),
});
