/** The list with the entry at `from` moved to `to` (both indexes in the list as it was); null when nothing moves. */
export function moveTo<T>(list: readonly T[], from: number, to: number): T[] | null {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return null;
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

export const positionText = (index: number, count: number) => `position ${index + 1} of ${count}`;
