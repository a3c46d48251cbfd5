import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReturnReason } from "#shared/returns/reasons.ts";
import { RETURN_PHOTO_FIELD, type ReturnLineInput, ShopperReturn } from "#shared/schemas/returns.ts";
import { apiRequest } from "#web/lib/api.ts";
import { type ReturnsAuth, returnsQueryKey } from "./returns.ts";

export interface ReturnRequest {
  token: string;
  reason: ReturnReason;
  description: string;
  lines: ReturnLineInput[];
  photos: File[];
}

/** The multipart body the server reads: the lines as JSON text, each photo a file named `photos`. */
export function returnFormData(request: ReturnRequest): FormData {
  const form = new FormData();
  form.set("t", request.token);
  form.set("reason", request.reason);
  if (request.description.trim()) form.set("description", request.description.trim());
  form.set("lines", JSON.stringify(request.lines));
  for (const photo of request.photos) form.append(RETURN_PHOTO_FIELD, photo);
  return form;
}

/** POST /api/returns: asks for a return; the section reloads so the new return shows with the others. */
export function useRequestReturn(auth: ReturnsAuth) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ReturnRequest) => {
      const res = await apiRequest("POST", "/api/returns", returnFormData(request));
      return ShopperReturn.parse(await res.json());
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnsQueryKey(auth) }),
  });
}
