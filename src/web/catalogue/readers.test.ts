import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
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
import { DEFAULT_RETURNS_SETTINGS } from "#shared/schemas/returns-settings.ts";
import { ShopSettings } from "#shared/schemas/shop-settings.ts";
import { INVALID, type Reader } from "#web/lib/shape.ts";
import {
  readAfricaColor,
  readAfricaFrame,
  readAfricaLensType,
  readAfricaVisionType,
  readColor,
  readFinish,
  readLensType,
  readPrescriptionLensType,
  readProduct,
  readShopSettings,
  readSockSize,
  readVisionType,
} from "./readers.ts";

const lens = { id: 3, name: "Grey", description: "Tint", additionalPrice: "15.00", features: ["UV400"] };
const CASES: [string, Reader<unknown>, z.ZodType, Record<string, unknown>][] = [
  [
    "product",
    readProduct,
    Product,
    {
      id: 1,
      name: "Primary+",
      description: "Full wrap",
      basePrice: "120.00",
      price: "120.00",
      productType: "primary",
      features: ["Light"],
      technicalSpecs: ["27 g"],
      requiresPrescription: false,
    },
  ],
  ["colour", readColor, Color, { id: 2, name: "Celeste", hex: "#8fd3e8" }],
  ["lens type", readLensType, LensType, lens],
  ["prescription lens type", readPrescriptionLensType, PrescriptionLensType, { ...lens, price: "-1.50" }],
  ["finish", readFinish, Finish, { id: 1, name: "None", description: "", price: "0.00" }],
  [
    "vision type",
    readVisionType,
    VisionType,
    { id: "varifocal", name: "V", description: "", basePrice: "165.00" },
  ],
  ["sock size", readSockSize, SockSize, { id: 1, name: "Small", euRange: "35-38" }],
  [
    "Africa frame",
    readAfricaFrame,
    AfricaFrame,
    { id: 1, name: "R3D", description: "", badge: null, widthMm: 140, heightMm: null },
  ],
  ["Africa colour", readAfricaColor, AfricaColor, { id: 1, name: "Black", hex: "#000" }],
  [
    "Africa vision type",
    readAfricaVisionType,
    AfricaVisionType,
    { id: 1, name: "S", description: "", basePrice: "1.00" },
  ],
  [
    "Africa lens type",
    readAfricaLensType,
    AfricaLensType,
    { id: 1, name: "C", description: "", additionalPrice: "0.00" },
  ],
  [
    "shop settings",
    readShopSettings,
    ShopSettings,
    {
      internationalShippingPence: 1000,
      freeShippingCountries: ["GB", "IE"],
      socksOffer: { pairsPerGroup: 3, groupPricePence: 1000 },
      minimumChargePence: 30,
      policies: {
        ukDeliveryTime: "1–3 working days after dispatch",
        abroadDeliveryTime: "5–10 working days after dispatch",
        returnsDays: 30,
        warrantyMonths: 12,
      },
      holds: { minutes: 15, unitsPerLine: 10, unitsPerAddress: 20 },
      returns: DEFAULT_RETURNS_SETTINGS,
    },
  ],
];

/** Values that are wrong for most fields: each must be refused by both or by neither. */
const SUBSTITUTES: unknown[] = [
  undefined,
  null,
  "",
  "x",
  "55.0",
  "55.00",
  0,
  1.5,
  -1,
  2 ** 60,
  true,
  [],
  ["a"],
  [1],
  {},
];

describe("catalogue readers", () => {
  it.each(CASES)("read a %s as its zod schema does", (_name, reader, schema, valid) => {
    const withExtra = { ...valid, unknownKey: 1 };
    expect(reader(withExtra)).toEqual(schema.parse(withExtra));
    for (const key of Object.keys(valid)) {
      for (const value of SUBSTITUTES) {
        const changed = { ...valid, [key]: value };
        const zodAccepts = schema.safeParse(changed).success;
        const readerAccepts = reader(changed) !== INVALID;
        expect(readerAccepts, `${key} = ${JSON.stringify(value)}`).toBe(zodAccepts);
      }
    }
    for (const notAnObject of [null, [], "x", 1]) expect(reader(notAnObject)).toBe(INVALID);
  });
});
