export { insertPrescription } from "./repo.ts";
export { eyeTestDaysAgo, PNG_1PX, prescriptionForm, VALID_FIELDS } from "./test-files.ts";
export { buyBasket, buyPrescriptionPro, PRO_CHOICE, sendPrescription, tokenFor } from "./test-links.ts";
