import { formatPence } from "#shared/money.ts";
import type { SocksOffer } from "#shared/schemas/shop-settings.ts";

/** The basket's saving line: "Socks offer (3 pairs for £10.00)". */
export const socksOfferLabel = (offer: SocksOffer) =>
  `Socks offer (${offer.pairsPerGroup} pairs for ${formatPence(offer.groupPricePence)})`;
