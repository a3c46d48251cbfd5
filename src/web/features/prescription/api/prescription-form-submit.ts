import { useMutation } from "@tanstack/react-query";
import {
  PRESCRIPTION_FILE_FIELD,
  type PrescriptionCreated,
  type PrescriptionFields,
} from "#shared/schemas/prescription.ts";
import { PRESCRIPTION_ORDER_FIELD } from "#shared/schemas/prescription-links.ts";
import { apiRequest, readJson } from "#web/lib/api.ts";

interface PrescriptionSubmission {
  values: PrescriptionFields;
  file: File | null;
  /** The token of the order's signed link: the server attaches the prescription to that order. */
  orderToken?: string;
}

/** The multipart body of POST /api/prescriptions; the file goes only in upload mode. */
function prescriptionFormData({ values, file, orderToken }: PrescriptionSubmission): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.append(key, value ?? "");
  if (orderToken) body.append(PRESCRIPTION_ORDER_FIELD, orderToken);
  if (values.uploadType === "upload" && file) body.append(PRESCRIPTION_FILE_FIELD, file);
  return body;
}

export async function submitPrescription(submission: PrescriptionSubmission): Promise<PrescriptionCreated> {
  const res = await apiRequest("POST", "/api/prescriptions", prescriptionFormData(submission));
  return readJson<PrescriptionCreated>(res);
}

export function usePrescriptionSubmit() {
  return useMutation({ mutationFn: submitPrescription });
}
