import { ApiError } from "#web/lib/api.ts";
import { localStore } from "#web/lib/storage.ts";
import { LOCAL_KEYS } from "#web/lib/storage-keys.ts";

/** GET /api/admin/returns/:id/photos/:photoId: the bytes, fetched with the bearer token. */
export async function fetchReturnPhoto(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = localStore.get(LOCAL_KEYS.authToken);
  const res = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: "include",
    signal,
  });
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ""), res.statusText);
  return res.blob();
}
