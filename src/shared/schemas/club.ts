import { z } from "zod";
import { CLUB_CONSENT_WORDINGS, type ClubConsentWordingId, CURRENT_CLUB_CONSENT } from "../club-consent.ts";
import { FormEmail, requiredText } from "./fields.ts";

const WORDING_IDS = Object.keys(CLUB_CONSENT_WORDINGS) as [ClubConsentWordingId, ...ClubConsentWordingId[]];

/**
 * POST /api/discount-signup. `consentWording` is the id of the consent text the form showed (a client that
 * names none showed the current one); `page` the path of the page it was on.
 */
export const ClubSignupInput = z.object({
  firstName: requiredText("First name", "First name is required", { max: 60 }),
  email: FormEmail,
  consentWording: z.enum(WORDING_IDS, { error: "Unknown consent wording" }).default(CURRENT_CLUB_CONSENT),
  page: z
    .string({ error: "Page must be text" })
    .max(200, "Page must be at most 200 characters")
    .regex(/^\/[A-Za-z0-9/_-]*$/, "Page must be a path such as /signup")
    .optional(),
});
export type ClubSignupInput = z.input<typeof ClubSignupInput>;

/** 200 with one message whether or not the address was already a member (a stranger learns nothing). */
export const ClubSignupResult = z.object({ message: z.string() });
export type ClubSignupResult = z.infer<typeof ClubSignupResult>;

/** GET and POST /api/club/unsubscribe?t=<token>. */
export const UnsubscribeQuery = z.object({ t: z.string().max(600).default("") });

/** GET: the address the link is for, masked; POST: unsubscribed. */
export const UnsubscribeResult = z.object({ email: z.string(), unsubscribed: z.boolean() });
export type UnsubscribeResult = z.infer<typeof UnsubscribeResult>;
