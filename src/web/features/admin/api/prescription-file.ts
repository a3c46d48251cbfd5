import { PrescriptionFileLink } from "#shared/schemas/admin.ts";
import { ApiError, apiRequest } from "#web/lib/api.ts";

const prescriptionFileUrl = (prescriptionId: number) => `/api/prescription-file/${prescriptionId}`;

/** GET /api/prescription-file/:id: a signed link valid for five minutes. */
export async function fetchPrescriptionFileLink(prescriptionId: number): Promise<string> {
  const res = await apiRequest("GET", prescriptionFileUrl(prescriptionId));
  return PrescriptionFileLink.parse(await res.json()).url;
}

/** HEAD on the signed link: does the file still exist in storage? */
export async function prescriptionFileExists(url: string): Promise<boolean> {
  const res = await fetch(url, { method: "HEAD", credentials: "include" });
  if (res.status === 401) throw new ApiError(401, "", res.statusText);
  return res.ok;
}

/**
 * The file itself. The link also needs the admin's session, and the bytes are fetched here and shown
 * through a blob: URL so the file never sits at an address another tab could open.
 */
export async function fetchPrescriptionFile(url: string): Promise<Blob> {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ""), res.statusText);
  return res.blob();
}
