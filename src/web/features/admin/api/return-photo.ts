import { ApiError } from "#web/lib/api.ts";

/** GET /api/admin/returns/:id/photos/:photoId: the bytes, fetched with the session cookie. */
export async function fetchReturnPhoto(url: string, signal?: AbortSignal): Promise<Blob> {
  const res = await fetch(url, { credentials: "include", signal });
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ""), res.statusText);
  return res.blob();
}
