export { placePrescription, sendPrescription } from "./test-prescriptions.ts";
