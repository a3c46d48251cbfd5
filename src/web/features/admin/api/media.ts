import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AdminMediaItem, AdminMediaList, type MediaTarget, type MediaUpdate } from "#shared/schemas/media.ts";
import { apiRequest } from "#web/lib/api.ts";
import { ADMIN_META } from "./admin-query.ts";

export const ADMIN_MEDIA_URL = "/api/admin/media";
const ATTACHMENTS_URL = `${ADMIN_MEDIA_URL}/attachments`;
/** How often a list holding an item still being processed asks again. */
export const PROCESSING_POLL_MS = 2_000;

const stillProcessing = (data: unknown) =>
  AdminMediaList.safeParse(data).data?.items.some((item) => item.status === "processing") ?? false;

/** A list of items that asks again while any of them is processing, until each is ready or failed. */
function useMediaList(url: string, enabled = true) {
  return useQuery({
    queryKey: [url],
    select: (data: unknown) => AdminMediaList.parse(data).items,
    meta: ADMIN_META,
    staleTime: 30_000,
    enabled,
    refetchInterval: (query) => (stillProcessing(query.state.data) ? PROCESSING_POLL_MS : false),
  });
}

/** GET /api/admin/media: the library, newest first. */
export const useMediaLibrary = () => useMediaList(ADMIN_MEDIA_URL);

export const attachmentsUrl = (target: MediaTarget) =>
  `${ATTACHMENTS_URL}?${new URLSearchParams({ target })}`;

/** GET /api/admin/media/attachments?target=: a place's items in their order. */
export const usePlaceMedia = (target: MediaTarget | null) =>
  useMediaList(target ? attachmentsUrl(target) : ATTACHMENTS_URL, target !== null);

/** After any change: the library and every place's list (an item's places and a place's items both move). */
export function refetchMedia(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith(ADMIN_MEDIA_URL),
  });
}

function useMediaMutation<V>(call: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => refetchMedia(queryClient) });
}

export const useUpdateMedia = () =>
  useMediaMutation(async ({ id, body }: { id: number; body: MediaUpdate }) =>
    AdminMediaItem.parse(await (await apiRequest("PATCH", `${ADMIN_MEDIA_URL}/${id}`, body)).json()),
  );

export const useDeleteMedia = () =>
  useMediaMutation((id: number) => apiRequest("DELETE", `${ADMIN_MEDIA_URL}/${id}`));

export const useAttachMedia = () =>
  useMediaMutation((body: { target: MediaTarget; mediaId: number }) =>
    apiRequest("POST", ATTACHMENTS_URL, body),
  );

export const useDetachMedia = () =>
  useMediaMutation(({ target, mediaId }: { target: MediaTarget; mediaId: number }) =>
    apiRequest("DELETE", `${ATTACHMENTS_URL}?${new URLSearchParams({ target, mediaId: String(mediaId) })}`),
  );

export const useReorderMedia = () =>
  useMediaMutation((body: { target: MediaTarget; mediaIds: number[] }) =>
    apiRequest("PUT", `${ADMIN_MEDIA_URL}/order`, body),
  );
