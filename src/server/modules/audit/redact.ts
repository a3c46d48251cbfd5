/**
 * What an audit row may say about a change. The trail is kept for good and erasure never touches it, so
 * it holds ids, statuses, amounts and settings, never a person's details, a prescription's clinical values
 * or a secret: such keys (matched by name, at any depth) keep only the fact that they were there.
 */
export const REDACTED = "[redacted]";

/** Clinical values of a prescription: health data. */
const CLINICAL = [
  "sphere",
  "sph",
  "cylinder",
  "cyl",
  "axis",
  "add",
  "addition",
  "prism",
  "base",
  "pd",
  "pupillarydistance",
  "monocularpd",
  "fittingheight",
  "extendedvalues",
  "values",
  "readings",
  "prescriber",
  "eyetestdate",
  "notes",
];

/** Secrets: whoever reads the trail must not be able to sign in, pay out or open files with them. */
const SECRET =
  /password|passcode|hash|token|secret|totp|otp|apikey|api_key|privatekey|credential|signature|cookie|authorization/i;

/** A person's details beyond the ids that point at them. */
const PERSONAL = [
  "name",
  "firstname",
  "lastname",
  "customername",
  "fullname",
  "email",
  "customeremail",
  "phone",
  "customerphone",
  "mobile",
  "address",
  "addressline1",
  "addressline2",
  "street",
  "city",
  "postcode",
  "zip",
  "dateofbirth",
  "dob",
  "message",
  "note",
  "comment",
  "reason",
  "reply",
  "body",
  "description",
  "photos",
  "ip",
  "customer",
  "contact",
  "recipient",
  "delivery",
  "shippingaddress",
];

const normal = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, "");
const BLOCKED = new Set([...CLINICAL, ...PERSONAL]);

export function isRedactedKey(key: string): boolean {
  return BLOCKED.has(normal(key)) || SECRET.test(key);
}

/** Deeper than this, or longer than this, is cut: a row records a change, not a document. */
const MAX_DEPTH = 6;
const MAX_STRING = 500;
const MAX_ITEMS = 100;

/**
 * Keys an entity may keep although they look personal: a product's name and description are the shop's
 * own words.
 */
const ALLOWED: Partial<Record<string, ReadonlySet<string>>> = {
  catalogue: new Set(["name", "description"]),
  // The shop's own people, whose changes the trail exists to account for; never customers.
  staff: new Set(["name", "email"]),
};

/** A copy of `value` fit for the audit trail: blocked keys' values replaced, long values cut. */
export function redactFor(entity: string, value: unknown): unknown {
  return redact(value, 0, ALLOWED[entity]);
}

export function redact(value: unknown, depth = 0, allowed?: ReadonlySet<string>): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return "[too deep]";
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((v) => redact(v, depth + 1, allowed));
  if (typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (v === undefined) continue;
      out[key] = isRedactedKey(key) && !allowed?.has(normal(key)) ? REDACTED : redact(v, depth + 1, allowed);
    }
    return out;
  }
  return null;
}
