import { Badge } from "#web/components/ui/badge.tsx";

/** Marks an order that has waited on the shop longer than the shop's setting allows. */
export function LateBadge() {
  return <Badge className="bg-red-100 text-red-900">Late</Badge>;
}
