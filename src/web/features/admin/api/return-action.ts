import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type ModelFormBody,
  type ReceiveReturnBody,
  type RefundReturnBody,
  ReturnMoved,
} from "#shared/schemas/returns-admin.ts";
import { apiRequest } from "#web/lib/api.ts";
import { ADMIN_RETURNS_URL, adminReturnUrl } from "./returns.ts";

export type ReturnAction =
  | { action: "approve" | "label-sent" | "in-transit" | "close"; body: { note?: string } }
  | { action: "refuse"; body: { reason: string } }
  | { action: "receive"; body: ReceiveReturnBody }
  | { action: "refund"; body: Partial<RefundReturnBody> };

/** Every returns answer: the lists (any filter), the overdue count and each return's detail. */
export const refetchReturns = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey }) => typeof queryKey[0] === "string" && queryKey[0].startsWith(ADMIN_RETURNS_URL),
  });

/** POST /api/admin/returns/:id/<action>: moves the return on; a 409 says it has moved already. */
export function useReturnAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, body }: ReturnAction) => {
      const res = await apiRequest("POST", `${adminReturnUrl(id)}/${action}`, body);
      return ReturnMoved.parse(await res.json());
    },
    onSettled: () => refetchReturns(queryClient),
  });
}

/** POST /api/admin/returns/model-form: a cancellation the shopper sent by email or post. */
export function useRecordModelForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ModelFormBody) => {
      const res = await apiRequest("POST", `${ADMIN_RETURNS_URL}/model-form`, body);
      return ReturnMoved.parse(await res.json());
    },
    onSettled: () => refetchReturns(queryClient),
  });
}
