/**
 * The marketing consent wordings the club signup has shown, by id. A signup records the id of the one it
 * showed; a changed wording gets a new id and the old ones stay, so every recorded consent can be read back.
 */
export const CLUB_CONSENT_WORDINGS = {
  "club-2025-01":
    "We'll email your code and occasional club news. Unsubscribe at any time with the link in every club email.",
} as const;

export type ClubConsentWordingId = keyof typeof CLUB_CONSENT_WORDINGS;

export const CURRENT_CLUB_CONSENT: ClubConsentWordingId = "club-2025-01";
