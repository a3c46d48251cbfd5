import { useMutation } from "@tanstack/react-query";
import type { ClubSignupInput } from "#shared/schemas/club.ts";
import { apiRequest } from "#web/lib/api.ts";

/** POST /api/discount-signup: 200 with one message for a new and an existing member. */
async function signUpToClub(input: ClubSignupInput): Promise<void> {
  await apiRequest("POST", "/api/discount-signup", input);
}

export function useClubSignup() {
  return useMutation({ mutationFn: signUpToClub });
}
