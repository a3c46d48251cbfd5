/**
 * A catalogue row the shop still sells: a missing id or a row the admin deactivated is refused by name,
 * so a basket kept from before the change cannot be priced or paid.
 */
export function offered<K, V extends { active: boolean; name: string }>(
  map: Map<K, V>,
  id: K,
  what: string,
): V {
  const row = map.get(id);
  if (!row) throw new Error(`${what} ${String(id)} does not exist`);
  if (!row.active) throw new Error(`${row.name} is no longer available`);
  return row;
}
