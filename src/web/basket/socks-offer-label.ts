import { SOCKS_OFFER } from "#shared/catalogue.ts";
import { formatPence } from "#shared/money.ts";

/** The basket's saving line: "Socks offer (3 pairs for £10.00)". */
export const SOCKS_OFFER_LABEL = `Socks offer (${SOCKS_OFFER.groupSize} pairs for ${formatPence(SOCKS_OFFER.groupPricePence)})`;
