import { z } from "zod";

/** NUL and lone surrogates: PostgreSQL's jsonb refuses both in any string or key. */
const UNSTORABLE = /[\0\p{Cs}]/u;

interface JsonLimits {
  maxDepth: number;
  maxChars: number;
}

/** Why the value cannot be stored as jsonb, or undefined. Iterative, so deep nesting cannot overflow the stack. */
function unstorable(value: unknown, { maxDepth, maxChars }: JsonLimits): string | undefined {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (typeof node === "string") {
      if (UNSTORABLE.test(node)) return "contains characters that are not allowed";
      continue;
    }
    if (!node || typeof node !== "object") continue;
    if (depth > maxDepth) return `is nested more than ${maxDepth} deep`;
    for (const [key, child] of Object.entries(node)) {
      if (UNSTORABLE.test(key)) return "contains characters that are not allowed";
      stack.push([child, depth + 1]);
    }
  }
  return JSON.stringify(value).length > maxChars
    ? `must be JSON of at most ${maxChars / 1024} KB`
    : undefined;
}

/** A JSON object stored as it came (jsonb): bounded in depth and size, with only storable text in it. */
export function storableJsonObject(label: string, limits: JsonLimits) {
  return z
    .record(z.string(), z.unknown(), { error: `${label} must be a JSON object` })
    .superRefine((value, ctx) => {
      const problem = unstorable(value, limits);
      if (problem) ctx.addIssue({ code: "custom", message: `${label} ${problem}` });
    });
}
