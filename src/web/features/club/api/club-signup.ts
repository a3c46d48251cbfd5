import { useMutation } from "@tanstack/react-query";
import type { ClubSignupInput } from "#shared/schemas/club.ts";
import { apiRequest } from "#web/lib/api.ts";

/** POST /api/discount-signup: 201 for a new member, 200 when the code was sent again. */
export async function signUpToClub(input: ClubSignupInput): Promise<void> {
  await apiRequest("POST", "/api/discount-signup", input);
}

export function useClubSignup() {
  return useMutation({ mutationFn: signUpToClub });
}
