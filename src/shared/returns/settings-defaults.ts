import type { ReturnsSettings } from "../schemas/returns-settings.ts";

/**
 * The returns settings' values without their schema, so that the storefront's shell (the catalogue's
 * defaults and readers) carries no zod.
 */

/** Who pays the postage when a shopper sends goods back because they changed their mind. */
export const RETURN_POSTAGE_PAYERS = ["shopper", "shop"] as const;

export const DEFAULT_RETURNS_WORDING =
  "Changed your mind? Email us first, then send the item back unused and in its original packaging. For hygiene, socks and nose pads can only be returned unopened.";

export const DEFAULT_RETURNS_SETTINGS: ReturnsSettings = {
  postagePayer: "shopper",
  address: null,
  wording: DEFAULT_RETURNS_WORDING,
};
