import { LOGIN_PATH } from "#web/admin-auth/RequireAdmin.tsx";
import { clearSessionHint } from "#web/admin-auth/session-hint.ts";
import {
  fetchPrescriptionFile,
  fetchPrescriptionFileLink,
  prescriptionFileExists,
} from "#web/features/admin/api/prescription-file.ts";
import { ApiError } from "#web/lib/api.ts";

const NO_FILE_TEXT = "No prescription file uploaded.";
const MISSING_FILE_TEXT =
  "Sorry, the prescription file appears to be missing. Please contact the customer to re-upload their prescription.";

/** A blob: URL stays valid while the admin looks at it, then is released. */
const BLOB_LIFETIME_MS = 10 * 60_000;

/**
 * View File: ask for a short-lived link, HEAD-check it, then open the file in a
 * new tab. The bytes come through fetch with the session cookie and open as a blob: URL.
 */
export async function openPrescriptionFile(prescription: {
  id: number;
  prescription_image_url: string | null;
}): Promise<void> {
  if (!prescription.prescription_image_url) {
    window.alert(NO_FILE_TEXT);
    return;
  }
  try {
    const link = await fetchPrescriptionFileLink(prescription.id);
    if (!(await prescriptionFileExists(link))) {
      window.alert(MISSING_FILE_TEXT);
      return;
    }
    const url = URL.createObjectURL(await fetchPrescriptionFile(link));
    window.open(url, "_blank", "noopener");
    setTimeout(() => URL.revokeObjectURL(url), BLOB_LIFETIME_MS);
  } catch (error) {
    // The session ended: back to the sign-in.
    if (error instanceof ApiError && error.status === 401) {
      clearSessionHint();
      return window.location.assign(LOGIN_PATH);
    }
    window.alert(error instanceof ApiError && error.status === 404 ? NO_FILE_TEXT : MISSING_FILE_TEXT);
  }
}
