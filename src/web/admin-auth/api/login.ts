import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LoginResponse } from "#shared/schemas/admin.ts";
import { apiRequest } from "#web/lib/api.ts";
import { setAuthToken } from "../auth-token.ts";
import { verifyAuthKey } from "../use-auth.ts";

const LOGIN_URL = "/api/login";

export async function login(credentials: { username: string; password: string }): Promise<string> {
  const res = await apiRequest("POST", LOGIN_URL, credentials);
  return LoginResponse.parse(await res.json()).token;
}

/** Signs in and stores the token; the token is known good, so the guard need not verify it again. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (token) => {
      queryClient.setQueryData(verifyAuthKey(token), true);
      setAuthToken(token);
    },
  });
}
