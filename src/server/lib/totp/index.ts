export { base32Decode, base32Encode } from "./base32.ts";
export {
  hashRecoveryCode,
  newRecoveryCodes,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
} from "./recovery-codes.ts";
export {
  hotp,
  newTotpSecret,
  normalizeTotpCode,
  otpauthUri,
  stepAt,
  TOTP_STEP_SECONDS,
  totpAt,
  verifyTotp,
} from "./totp.ts";
