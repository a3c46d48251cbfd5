const shown = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** An audit row's before and after as short lines: "status: paid → processing", at most `max` of them. */
export function changeLines(before: unknown, after: unknown, max = 6): string[] {
  const b = isRecord(before) ? before : undefined;
  const a = isRecord(after) ? after : undefined;
  if (!b && !a) return [];
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  const lines = keys.map((key) => {
    if (b && a && key in b && key in a) return `${key}: ${shown(b[key])} → ${shown(a[key])}`;
    if (a && key in a) return `${key}: ${shown(a[key])}`;
    return `${key}: was ${shown(b?.[key])}`;
  });
  return lines.length > max ? [...lines.slice(0, max), `and ${lines.length - max} more`] : lines;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
