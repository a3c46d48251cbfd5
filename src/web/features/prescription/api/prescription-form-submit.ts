import { useMutation } from "@tanstack/react-query";
import {
  PRESCRIPTION_FILE_FIELD,
  type PrescriptionCreated,
  type PrescriptionFields,
} from "#shared/schemas/prescription.ts";
import { PRESCRIPTION_ORDER_FIELD } from "#shared/schemas/prescription-links.ts";
import { QUERY_TOKEN_FIELD } from "#shared/schemas/prescription-work.ts";
import { apiRequest, readJson } from "#web/lib/api.ts";

interface PrescriptionSubmission {
  values: PrescriptionFields;
  file: File | null;
  /** The token of the order's signed link: the server attaches the prescription to that order. */
  orderToken?: string;
  /** The token of the shop's question: the prescription is the shopper's correction, for that order. */
  queryToken?: string;
}

/** The multipart body of POST /api/prescriptions; the file goes only in upload mode. */
function prescriptionFormData({ values, file, orderToken, queryToken }: PrescriptionSubmission): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.append(key, value ?? "");
  if (orderToken) body.append(PRESCRIPTION_ORDER_FIELD, orderToken);
  if (queryToken) body.append(QUERY_TOKEN_FIELD, queryToken);
  if (values.uploadType === "upload" && file) body.append(PRESCRIPTION_FILE_FIELD, file);
  return body;
}

/** A correction answers the shop's question at its own address; every other prescription goes to the list. */
const PRESCRIPTIONS_URL = "/api/prescriptions";
const CORRECTION_URL = "/api/prescription-query/correct";

export async function submitPrescription(submission: PrescriptionSubmission): Promise<PrescriptionCreated> {
  const target = submission.queryToken ? CORRECTION_URL : PRESCRIPTIONS_URL;
  const res = await apiRequest("POST", target, prescriptionFormData(submission));
  return readJson<PrescriptionCreated>(res);
}

export function usePrescriptionSubmit() {
  return useMutation({ mutationFn: submitPrescription });
}
