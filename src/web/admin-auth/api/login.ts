import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LoginResponse } from "#shared/schemas/admin.ts";
import { apiRequest } from "#web/lib/api.ts";
import { setSessionHint } from "../session-hint.ts";
import { VERIFY_AUTH_KEY } from "../use-auth.ts";

const LOGIN_URL = "/api/login";
const SECOND_FACTOR_URL = "/api/login/second-factor";

/** Signed in, or the password was right and a code is needed (with the ticket the code step completes). */
export type LoginOutcome = { signedIn: true } | { signedIn: false; challenge: string };

async function post(url: string, body: object): Promise<LoginOutcome> {
  // The browser's session is the HttpOnly cookie the answer sets; no token comes back.
  const res = await apiRequest("POST", url, { ...body, session: "cookie" });
  const answer = LoginResponse.parse(await res.json());
  return "challenge" in answer ? { signedIn: false, challenge: answer.challenge } : { signedIn: true };
}

export const login = (credentials: { username: string; password: string }) => post(LOGIN_URL, credentials);

export const loginWithCode = (input: { challenge: string; code: string }) => post(SECOND_FACTOR_URL, input);

/** After a completed sign-in: the session check runs afresh and the storefront knows to ask. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return async (outcome: LoginOutcome) => {
    if (!outcome.signedIn) return;
    setSessionHint();
    await queryClient.invalidateQueries({ queryKey: VERIFY_AUTH_KEY });
  };
}

export function useLogin() {
  const onSuccess = useSignedIn();
  return useMutation({ mutationFn: login, onSuccess });
}

export function useLoginWithCode() {
  const onSuccess = useSignedIn();
  return useMutation({ mutationFn: loginWithCode, onSuccess });
}
