import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { AdminMediaItem, MediaTarget } from "#shared/schemas/media.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useDetachMedia, useReorderMedia } from "#web/features/admin/api/media.ts";
import { errorMessage } from "#web/lib/api.ts";
import { cn } from "#web/lib/cn.ts";
import { StatusBadge } from "../StatusBadge.tsx";
import { itemName, MediaThumb } from "./MediaThumb.tsx";
import { moveTo, positionText } from "./reorder.ts";

interface Props {
  target: MediaTarget;
  /** The place's items in the server's order. */
  items: AdminMediaItem[];
}

/**
 * A place's items in the order the storefront shows them: dragged, or moved with the buttons or Alt+arrow
 * keys on a focused row. The new order shows at once and is sent whole; a refusal puts the old one back.
 */
export function PlaceMediaList({ target, items }: Props) {
  const reorder = useReorderMedia();
  const detach = useDetachMedia();
  const [pending, setPending] = useState<AdminMediaItem[] | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const rows = useRef(new Map<number, HTMLLIElement>());
  const [focusId, setFocusId] = useState<number | null>(null);
  const shown = pending ?? items;

  useEffect(() => {
    if (focusId === null) return;
    rows.current.get(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  const move = (from: number, to: number, keepFocus: boolean) => {
    // One order at a time: a second sent before the first settles could arrive first.
    if (reorder.isPending) return;
    const next = moveTo(shown, from, to);
    if (!next) return;
    const moved = next[to] as AdminMediaItem;
    setPending(next);
    setProblem(null);
    setAnnouncement(`Moved to ${positionText(to, next.length)}`);
    if (keepFocus) setFocusId(moved.id);
    reorder.mutate(
      { target, mediaIds: next.map((i) => i.id) },
      {
        onSuccess: () => setPending(null),
        onError: (error) => {
          setPending(null);
          const message = `The order was not saved: ${errorMessage(error, "please try again")}`;
          setProblem(message);
          setAnnouncement(message);
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (!event.altKey || event.target !== event.currentTarget) return;
    if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      event.preventDefault();
      move(index, index + (event.key === "ArrowUp" ? -1 : 1), true);
    }
  };

  const remove = (item: AdminMediaItem) =>
    detach.mutate(
      { target, mediaId: item.id },
      {
        onSuccess: () => setAnnouncement(`${itemName(item)} removed from this place`),
        onError: (error) => setProblem(`Not removed: ${errorMessage(error, "please try again")}`),
      },
    );

  const busy = reorder.isPending || detach.isPending;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-zinc-600">
        Drag a row, use its arrows, or focus it and press Alt+↑ or Alt+↓ to move it. The first is shown first.
      </p>
      <ol aria-label="Shown in this order" className="flex flex-col gap-2">
        {shown.map((item, index) => {
          const name = itemName(item);
          return (
            <li
              key={item.id}
              ref={(node) => {
                if (node) rows.current.set(item.id, node);
                else rows.current.delete(item.id);
              }}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a focused row takes Alt+arrow keys to move it
              tabIndex={0}
              aria-label={`${name}, ${positionText(index, shown.length)}`}
              draggable={!busy}
              onKeyDown={(event) => onKeyDown(event, index)}
              onDragStart={(event) => {
                setDragging(index);
                event.dataTransfer?.setData("text/plain", String(item.id));
                if (event.dataTransfer) event.dataTransfer.effectAllowed = "move";
              }}
              onDragOver={(event) => {
                if (dragging === null) return;
                event.preventDefault();
                setOver(index);
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragging !== null) move(dragging, index, false);
                setDragging(null);
                setOver(null);
              }}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              className={cn(
                "flex min-w-0 flex-wrap items-center gap-3 rounded-lg border border-zinc-200 bg-white p-2 focus-visible:outline-2 focus-visible:outline-ember-500",
                dragging === index && "opacity-50",
                over === index && dragging !== index && "border-ember-500",
              )}
            >
              <GripVertical aria-hidden="true" className="size-5 shrink-0 cursor-grab text-zinc-400" />
              <span className="w-6 shrink-0 text-sm font-semibold tabular-nums">{index + 1}</span>
              <MediaThumb item={item} className="w-14 shrink-0" />
              <span className="flex min-w-24 flex-1 flex-col gap-1">
                <span className="line-clamp-2 text-sm break-words">{name}</span>
                {item.status === "ready" ? null : <StatusBadge status={item.status} className="w-fit" />}
              </span>
              <span className="ml-auto flex shrink-0 gap-1">
                <Button
                  size="icon"
                  variant="outline"
                  aria-label={`Move ${name} up`}
                  disabled={index === 0 || busy}
                  onClick={() => move(index, index - 1, true)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  size="icon"
                  variant="outline"
                  aria-label={`Move ${name} down`}
                  disabled={index === shown.length - 1 || busy}
                  onClick={() => move(index, index + 1, true)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Remove ${name} from this place`}
                  disabled={busy}
                  onClick={() => remove(item)}
                >
                  Remove
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
