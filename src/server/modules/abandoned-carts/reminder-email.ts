import type { AppContext } from "#server/context.ts";
import { quote } from "#server/modules/basket-pricing/index.ts";
import { unsubscribeUrls } from "#server/modules/club/index.ts";
import { type BasketReminderLine, basketReminderEmail, shopBrand } from "#server/modules/emails/index.ts";
import { linePicture, publicOrigin } from "#server/modules/orders/index.ts";
import type { DueCart } from "./reminder-repo.ts";
import { restoreLink } from "./restore-token.ts";
import { pricedSavedLines, savedBasketOf } from "./saved-basket.ts";

type Ctx = Pick<AppContext, "catalogue" | "config">;

const text = (value: unknown) => (typeof value === "string" ? value : null);

/** The first name the checkout saved with the basket; "there" when none, or one a mail program would link. */
function firstNameOf(cartData: unknown): string {
  const name = text((cartData as { firstName?: unknown } | null)?.firstName)?.trim() ?? "";
  return !name || /[.:/@\\<>]|www/i.test(name) ? "there" : name;
}

/** What a priced line shows under its name: its vision, colour, lens, finish and size as chosen. */
function describeLine(details: Record<string, unknown>): { description: string } {
  const africa = details.africaR3D as Record<string, unknown> | undefined;
  const colorName = text(details.colorName) ?? text(africa?.colorName) ?? text(details.frameColorName);
  const parts = africa
    ? [text(africa.frameName), colorName, text(africa.lensTypeName)]
    : [
        text(details.visionTypeName),
        colorName,
        text(details.lensTypeName) ?? text(details.prescriptionLensTypeName),
        text(details.finishName),
        text(details.sockSizeName),
      ];
  return { description: parts.filter(Boolean).join(", ") };
}

/**
 * The reminder of one basket, priced from today's catalogue (a line no longer offered is left out); null
 * when nothing in it can be bought any more.
 */
export async function basketReminderContent(ctx: Ctx, cart: DueCart, now: Date) {
  const saved = savedBasketOf(cart.lines);
  if (!saved) return null;
  const snapshot = await ctx.catalogue.snapshot();
  const priced = pricedSavedLines(snapshot, saved);
  if (priced.length === 0) return null;
  const q = quote(priced, "GB", null, snapshot.settings);
  const origin = publicOrigin(ctx.config);
  const lines: BasketReminderLine[] = q.lines.map((line) => {
    const { description } = describeLine(line.details);
    const picture = linePicture(snapshot, line, origin);
    return {
      quantity: line.quantity,
      name: line.productName,
      description,
      totalPence: line.lineTotalPence,
      pictureUrl: picture ?? null,
    };
  });
  const unsubscribe = unsubscribeUrls(ctx.config, cart.email);
  const content = await basketReminderEmail({
    brand: await shopBrand(ctx),
    firstName: firstNameOf(cart.cartData),
    lines,
    subtotalPence: q.totals.subtotal,
    restoreUrl: restoreLink(ctx.config, cart.id, now.getTime()),
    unsubscribeUrl: unsubscribe.page,
  });
  return {
    ...content,
    headers: {
      "List-Unsubscribe": `<${unsubscribe.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
