import { z } from "zod";
import { FormEmail, requiredText } from "./fields.ts";

/** POST /api/discount-signup. */
export const ClubSignupInput = z.object({
  firstName: requiredText("First name", "First name is required", { max: 60 }),
  email: FormEmail,
});
export type ClubSignupInput = z.input<typeof ClubSignupInput>;

/** 201 for a new member, 200 when the code was sent again to an existing member. */
export const ClubSignupResult = z.object({ message: z.string() });
export type ClubSignupResult = z.infer<typeof ClubSignupResult>;
