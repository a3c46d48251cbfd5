import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { errorMessage } from "#web/lib/api.ts";

type Id = number | string;

/** A save or reorder that failed: the admin is told, nothing else changes. */
export const notSaved = (e: unknown) =>
  toast({ title: "Not saved", description: errorMessage(e, "Please try again."), variant: "destructive" });

/** The ids of an ordered list with one of them moved up (-1) or down (+1). */
export function movedIds<T extends Id>(items: readonly { id: T }[], index: number, by: number): T[] | null {
  const ids = items.map((i) => i.id);
  const [moved] = ids.splice(index, 1);
  if (moved === undefined) return null;
  ids.splice(index + by, 0, moved);
  return ids;
}

interface Props {
  /** How the buttons' accessible names name the row ("Edit {subject}"). */
  subject: string;
  active: boolean;
  /** The toggle's words when the row is active and when it is not, e.g. ["Hide", "Show"]. */
  toggleWords: readonly [string, string];
  index: number;
  count: number;
  toggling: boolean;
  moving: boolean;
  onEdit(): void;
  onToggle(): void;
  onMove(by: -1 | 1): void;
}

/** Edit, (de)activate and move up or down: one row of an ordered admin list, nothing ever deleted. */
export function OrderedRowActions(p: Props) {
  const toggle = p.active ? p.toggleWords[0] : p.toggleWords[1];
  return (
    <div className="flex gap-2">
      <Button size="sm" variant="outline" aria-label={`Edit ${p.subject}`} onClick={p.onEdit}>
        Edit
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={`${toggle} ${p.subject}`}
        disabled={p.toggling}
        onClick={p.onToggle}
      >
        {toggle}
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Move ${p.subject} up`}
        disabled={p.index === 0 || p.moving}
        onClick={() => p.onMove(-1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Move ${p.subject} down`}
        disabled={p.index === p.count - 1 || p.moving}
        onClick={() => p.onMove(1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </div>
  );
}
