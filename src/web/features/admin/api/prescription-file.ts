import { PrescriptionFileLink } from "#shared/schemas/admin.ts";
import { ApiError, apiRequest } from "#web/lib/api.ts";
import { localStore } from "#web/lib/storage.ts";
import { LOCAL_KEYS } from "#web/lib/storage-keys.ts";

const prescriptionFileUrl = (prescriptionId: number) => `/api/prescription-file/${prescriptionId}`;

/** GET /api/prescription-file/:id: a signed link valid for five minutes. */
export async function fetchPrescriptionFileLink(prescriptionId: number): Promise<string> {
  const res = await apiRequest("GET", prescriptionFileUrl(prescriptionId));
  return PrescriptionFileLink.parse(await res.json()).url;
}

function bearer(): Record<string, string> {
  const token = localStore.get(LOCAL_KEYS.authToken);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** HEAD on the signed link: does the file still exist in storage? */
export async function prescriptionFileExists(url: string): Promise<boolean> {
  const res = await fetch(url, { method: "HEAD", headers: bearer(), credentials: "include" });
  if (res.status === 401) throw new ApiError(401, "", res.statusText);
  return res.ok;
}

/**
 * The file itself. The link also needs the bearer token (decisions/0008), which a plain new tab
 * cannot send, so the bytes are fetched here and shown through a blob: URL.
 */
export async function fetchPrescriptionFile(url: string): Promise<Blob> {
  const res = await fetch(url, { headers: bearer(), credentials: "include" });
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ""), res.statusText);
  return res.blob();
}
