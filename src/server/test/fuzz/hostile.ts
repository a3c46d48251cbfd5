import fc from "fast-check";

/**
 * Planted in the hostile strings; the log must never contain it. Lower case, because some fields are
 * lower-cased before anything could log them.
 */
export const MARKER = "zqfuzzmarkzq";

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  '" OR ""="',
  "1; SELECT pg_sleep(0)",
  "$1",
  "\\",
  "%_",
  "' UNION SELECT password_hash FROM admin_users --",
];
const HTML = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}",
  "$\u007B7*7}",
  "&lt;&#0;",
];
const PATHS = ["../../etc/passwd", "..\\..\\windows", "%2e%2e%2f", "%00", "/", "a/b", "..", "."];
const UNICODE = [
  "Zoë Ünïcødé",
  "名前",
  "مرحبا",
  "\u202Eevil\u202C",
  "e\u0301\u0301\u0301",
  "\u200B\u200D\uFEFF",
  "😀👩‍👩‍👧",
  "１２３",
  "٣",
  "\u{10FFFF}",
  "ﬀ",
  "İ",
];
const CONTROL = [
  "\u0000",
  "\u0001",
  "\u0007",
  "\b",
  "\u001B[31m",
  "\u007F",
  "\u0085",
  "\r\n",
  "\t",
  "\u2028",
];
const SURROGATES = ["\uD800", "\uDFFF", "\uDBFF\uD800x", "a\uDC00"];
const NUMBERISH = [
  "",
  " ",
  "0",
  "-1",
  "-0",
  "1.5",
  "1e309",
  "NaN",
  "Infinity",
  "0x10",
  "9999999999",
  "2147483648",
  "99999999999999999999",
  " 1",
  "1 ",
  "00001",
  "2024-02-30",
  "0000-00-00",
  "9999-99-99",
  "+010-01-01",
  "true",
  "null",
  "undefined",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "toString",
  "pi_",
  "pi_AAAAAAAA'",
  "P0",
  "P9999999999",
  "a@b",
  "@example.com",
  `${"a".repeat(64)}@${"b".repeat(250)}.com`,
];

/** Text that any free-text field should store as it is, with the marker in it. */
export const oddButClean: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...SQL, ...HTML, ...PATHS, ...UNICODE.slice(0, 10)), fc.constantFrom(...UNICODE))
  .map(([a, b]) => `${MARKER} ${a} ${b}`);

/** Short strings an attacker would try, with and without the marker around them. */
const fragment = fc.constantFrom(
  ...SQL,
  ...HTML,
  ...PATHS,
  ...UNICODE,
  ...CONTROL,
  ...SURROGATES,
  ...NUMBERISH,
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fragment, fragment).map(([a, b]) => `${a}${MARKER}${b}`) },
  { weight: 3, arbitrary: fragment },
  // What the database itself refuses in text, so what a missing check turns into a 500.
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom("\u0000", "\uD800", "\uDFFF"), fragment)
      .map(([a, b]) => `${MARKER}${a}${b}`),
  },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 20 }).map((s) => `${MARKER}${s}`) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  // Longer than any field allows, and one long enough to brush the body limit.
  { weight: 1, arbitrary: fc.constantFrom(1_000, 20_000, 250_000).map((n) => `${MARKER}${"x".repeat(n)}`) },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, 1.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53 + 2, 1e21, 1e308, -1e308),
  fc.constantFrom(Number.MIN_VALUE, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, 0.1 + 0.2),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** JSON text put into a body as it is: nesting too deep for JSON.stringify to be trusted with. */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** JSON text of arrays or objects nested `depth` deep around a marked string. */
export function nestedJson(depth: number, kind: "array" | "object"): string {
  const [open, close] = kind === "array" ? ["[", "]"] : ['{"a":', "}"];
  return `${open.repeat(depth)}"${MARKER}"${close.repeat(depth)}`;
}

const deep = fc
  .tuple(fc.constantFrom(64, 1_000, 5_000, 50_000), fc.constantFrom("array" as const, "object" as const))
  .map(([depth, kind]) => new RawJson(nestedJson(depth, kind)));

const wide = fc.constantFrom(
  Array.from({ length: 10_000 }, (_, i) => i),
  Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, MARKER])),
);

const sneakyKeys = fc.constantFrom(
  "__proto__",
  "constructor",
  "prototype",
  "",
  MARKER,
  "\u0000",
  "a.b",
  "$where",
);

/** Any JSON value of the wrong kind: scalars, small trees with hostile leaves, deep or wide ones. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: hostileString },
  { weight: 4, arbitrary: hostileNumber },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  {
    weight: 3,
    arbitrary: fc.dictionary(fc.oneof(sneakyKeys, fc.string({ maxLength: 5 })), hostileString, {
      maxKeys: 3,
    }),
  },
  { weight: 2, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 4 }) },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: wide },
);

/** A key nobody declared, to add beside the declared ones. */
export const hostileKey = fc.oneof(
  sneakyKeys,
  hostileString.filter((s) => s.length < 100),
);

/** Bodies that are not the JSON they claim to be (or JSON no schema expects). */
export const malformedJson = fc.oneof(
  fc.constantFrom(
    "{",
    "}",
    "[",
    '{"a":',
    "{'a': 1}",
    '{"a": 1,}',
    "NaN",
    "undefined",
    `{"__proto__": {"polluted": "${MARKER}"}}`,
    `{"constructor": {"prototype": {"polluted": "${MARKER}"}}}`,
    '{"amount": 1e999}',
    '{"id": -0}',
    "\uFEFF{}",
    `"${MARKER}"`,
    "null",
    "0",
    "[]",
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
  ),
  fc.string({ unit: "binary", maxLength: 40 }).map((s) => `{"${MARKER}": ${s}`),
);

/** Content types a JSON route does not take, with bodies to match. */
export const wrongContentType = fc.record({
  contentType: fc.constantFrom(
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "multipart/form-data",
    "application/xml",
    "application/octet-stream",
    "application/json; charset=utf-16",
    "application/jsonx",
    "application/json-patch+json",
    "*/*",
    "",
    ";;;",
  ),
  payload: fc.oneof(
    fc.constant(`a=${MARKER}&b=%00`),
    fc.constant(`--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${MARKER}\r\n--x--\r\n`),
    fc.constant(`<a>${MARKER}</a>`),
    fc.constant(`{"a":"${MARKER}"}`),
  ),
});
