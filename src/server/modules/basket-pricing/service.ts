import type { AppContext } from "#server/context.ts";
import { badRequest } from "#server/lib/http-error.ts";
import type { CatalogueSnapshot } from "#server/modules/catalogue/index.ts";
import { offered } from "#server/modules/catalogue/index.ts";
import { africaR3dChoice } from "#shared/africa-r3d.ts";
import { AFRICA_MAX_QUANTITY } from "#shared/catalogue.ts";
import { penceToDecimal } from "#shared/money.ts";
import {
  africaR3dUnitPence,
  basketSubtotalPence,
  computeTotals,
  type DiscountRule,
  discountAmountPence,
  lineSharesPence,
  lineTotalPence,
  orderTypeOf,
  type PricedLine,
  shippingPence,
  type Totals,
} from "#shared/pricing/index.ts";
import type { BasketLineInput } from "#shared/schemas/basket.ts";
import type { Amounts } from "#shared/schemas/checkout.ts";
import type { ShopSettings } from "#shared/schemas/shop-settings.ts";

/** A basket line priced from the catalogue, ready to be an order item. */
export interface PricedBasketLine extends PricedLine {
  productId: number;
  productName: string;
  lineTotalPence: number;
  colorId: number | null;
  primaryLensTypeId: number | null;
  prescriptionLensTypeId: number | null;
  sockSizeId: number | null;
  /** Africa R3D: the chosen `africa_colors` id, the line's stock variant with the product. */
  africaColorId: number | null;
  /** Names and ids as chosen, for the admin and the confirmation email. */
  details: Record<string, unknown>;
  /** The line is made to the buyer's prescription, which the shop must receive before making it. */
  needsPrescription: boolean;
}

type LensTable = "primaryLensTypes" | "spareLensTypes" | "prescriptionLensTypes";
interface Rule {
  color?: "required" | "optional";
  lens?: { table: LensTable; required: boolean };
  sockSize?: true;
  africa?: true;
}

/** Which options each product type takes; anything else on a line is refused. */
const RULES: Record<string, Rule> = {
  primary: { color: "required", lens: { table: "primaryLensTypes", required: true } },
  prescription: { color: "optional", lens: { table: "prescriptionLensTypes", required: false } },
  spare: { lens: { table: "spareLensTypes", required: true } },
  socks: { sockSize: true },
  accessories: {},
  africa_r3d: { africa: true },
};

/**
 * A product sold to a prescription (prescription, prescription_pro), or any line glazed with a prescription
 * lens type. Africa R3D is made to a prescription only when the buyer chose to send one.
 */
function needsPrescription(
  product: { requiresPrescription: boolean },
  priced: PricedBasketLine,
  line: BasketLineInput,
): boolean {
  if (line.africaR3DDetails) return line.africaR3DDetails.prescriptionOption !== "no-prescription";
  return product.requiresPrescription || priced.prescriptionLensTypeId !== null;
}

function priceLine(snapshot: CatalogueSnapshot, line: BasketLineInput): PricedBasketLine {
  const { byId } = snapshot;
  const product = offered(byId.products, line.productId, "Product");
  const rule = RULES[product.productType];
  if (!rule) throw new Error(`${product.name} cannot be ordered from the basket`);
  const refuse = (option: string) => new Error(`${product.name} takes no ${option}`);
  if (line.colorId !== undefined && !rule.color) throw refuse("colour");
  if (line.lensTypeId !== undefined && !rule.lens) throw refuse("lens type");
  if (line.sockSizeId !== undefined && !rule.sockSize) throw refuse("sock size");
  if (line.africaR3DDetails !== undefined && !rule.africa) throw refuse("Africa R3D details");

  const priced: PricedBasketLine = {
    productId: product.id,
    productName: product.name,
    productType: product.productType,
    quantity: line.quantity,
    unitPence: product.basePricePence,
    lineTotalPence: 0,
    colorId: null,
    primaryLensTypeId: null,
    prescriptionLensTypeId: null,
    sockSizeId: null,
    africaColorId: null,
    details: {},
    needsPrescription: false,
  };
  if (rule.color === "required" && line.colorId === undefined)
    throw new Error(`${product.name} needs a colour`);
  if (line.colorId !== undefined) {
    priced.colorId = offered(byId.colors, line.colorId, "Colour").id;
    priced.details.colorName = offered(byId.colors, line.colorId, "Colour").name;
  }
  if (rule.lens) {
    if (line.lensTypeId === undefined && rule.lens.required)
      throw new Error(`${product.name} needs a lens type`);
    if (line.lensTypeId !== undefined) {
      const lens = offered(byId[rule.lens.table], line.lensTypeId, "Lens type");
      priced.unitPence += lens.additionalPricePence;
      priced.details.lensTypeName = lens.name;
      if (rule.lens.table === "primaryLensTypes") priced.primaryLensTypeId = lens.id;
      else if (rule.lens.table === "prescriptionLensTypes") priced.prescriptionLensTypeId = lens.id;
      else priced.details.spareLensTypeId = lens.id;
    }
  }
  if (rule.sockSize) {
    if (line.sockSizeId === undefined) throw new Error(`${product.name} needs a size`);
    const size = offered(byId.sockSizes, line.sockSizeId, "Sock size");
    priced.sockSizeId = size.id;
    priced.details.sockSizeName = size.name;
    priced.details.sockSizeEuRange = size.euRange;
  }
  if (rule.africa) {
    const a = line.africaR3DDetails;
    if (!a) throw new Error(`${product.name} needs its frame, colour, vision type and lens type`);
    if (line.quantity > AFRICA_MAX_QUANTITY)
      throw new Error(`At most ${AFRICA_MAX_QUANTITY} of ${product.name}`);
    const frame = offered(byId.africaFrames, a.frameId, "Africa R3D frame");
    const color = offered(byId.africaColors, a.colorId, "Africa R3D colour");
    const vision = offered(byId.africaVisionTypes, a.visionTypeId, "Africa R3D vision type");
    const lens = offered(byId.africaLensTypes, a.lensTypeId, "Africa R3D lens type");
    priced.unitPence = africaR3dUnitPence(vision.basePricePence, lens.additionalPricePence);
    priced.africaColorId = color.id;
    priced.details.africaR3D = africaR3dChoice({ frame, color, vision, lens }, a.prescriptionOption);
  }
  priced.needsPrescription = needsPrescription(product, priced, line);
  priced.lineTotalPence = lineTotalPence(priced);
  return priced;
}

/** Prices every line from the catalogue; a line that does not fit its product is a 400 naming the line. */
export function priceLines(
  snapshot: CatalogueSnapshot,
  lines: readonly BasketLineInput[],
): PricedBasketLine[] {
  return lines.map((line, i) => {
    try {
      return priceLine(snapshot, line);
    } catch (error) {
      throw badRequest(`Basket line ${i + 1}: ${(error as Error).message}`);
    }
  });
}

export interface Quote {
  lines: PricedBasketLine[];
  orderType: string;
  totals: Totals;
}

/**
 * Subtotal, discount, shipping, total and charge, all from the shared pricing rules and the shop's settings.
 * Each line's total becomes its share of the subtotal (the socks offer spread over the socks lines), as its
 * order item keeps it.
 */
export function quote(
  lines: PricedBasketLine[],
  country: string,
  discount: DiscountRule | null,
  settings: ShopSettings,
): Quote {
  const subtotal = basketSubtotalPence(lines, settings);
  const off = discount ? discountAmountPence(discount, subtotal) : 0;
  const shares = lineSharesPence(lines, settings);
  return {
    lines: lines.map((l, i) => ({ ...l, lineTotalPence: shares[i] as number })),
    orderType: orderTypeOf(lines.map((l) => l.productType)),
    totals: computeTotals(subtotal, off, shippingPence(country, settings), settings),
  };
}

export function amountsView(t: Totals): Amounts {
  return {
    subtotal: penceToDecimal(t.subtotal),
    discount: penceToDecimal(t.discount),
    shipping: penceToDecimal(t.shipping),
    total: penceToDecimal(t.total),
    charge: penceToDecimal(t.charge),
  };
}

/** The server's prices for a basket without a discount, as the basket shows them. */
export async function priceBasket(
  ctx: Pick<AppContext, "catalogue">,
  items: readonly BasketLineInput[],
  country: string,
) {
  const snapshot = await ctx.catalogue.snapshot();
  const q = quote(priceLines(snapshot, items), country, null, snapshot.settings);
  return {
    orderType: q.orderType,
    lines: q.lines.map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      unitPrice: penceToDecimal(l.unitPence),
      lineTotal: penceToDecimal(l.lineTotalPence),
    })),
    amounts: amountsView(q.totals),
  };
}
