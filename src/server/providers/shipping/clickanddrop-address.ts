/** Click & Drop allows three address lines of 100 characters; ours is one free-text line. */
export function addressLines(address: string): string[] {
  const lines: string[] = [];
  let current = "";
  for (const part of address
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const next = current ? `${current}, ${part}` : part;
    if (next.length <= 100) current = next;
    else {
      if (current) lines.push(current);
      current = part.slice(0, 100);
    }
  }
  if (current) lines.push(current);
  return lines.slice(0, 3);
}
