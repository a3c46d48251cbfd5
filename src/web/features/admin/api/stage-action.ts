import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { type StageAction, StageMoved } from "#shared/schemas/prescription-work.ts";
import { apiRequest } from "#web/lib/api.ts";
import { invalidateOrders } from "./admin-query.ts";
import { PRESCRIPTION_QUEUE_URL } from "./prescription-queue.ts";
import { prescriptionWorkUrl } from "./prescription-work.ts";

/** The work page, the queue (any stage, any page) and the order lists show the order's new stage. */
export function refetchPrescriptionWork(queryClient: QueryClient, orderId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [prescriptionWorkUrl(orderId)] }),
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        typeof queryKey[0] === "string" && queryKey[0].startsWith(PRESCRIPTION_QUEUE_URL),
    }),
    invalidateOrders(queryClient, orderId),
  ]);
}

type MovingAction = Exclude<StageAction, "quality-check">;

/** POST /api/admin/prescription-work/:orderId/<action>: moves the order on; `query` carries its message. */
export function useStageAction(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, message }: { action: MovingAction; message?: string }) => {
      const body = action === "query" ? { message } : undefined;
      const res = await apiRequest("POST", `${prescriptionWorkUrl(orderId)}/${action}`, body);
      return StageMoved.parse(await res.json());
    },
    onSettled: () => refetchPrescriptionWork(queryClient, orderId),
  });
}
