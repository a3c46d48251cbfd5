export { isRedactedKey, REDACTED, redact, redactFor } from "./redact.ts";
export { listAuditRows } from "./repo.ts";
