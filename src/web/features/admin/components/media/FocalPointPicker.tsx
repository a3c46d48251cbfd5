import { type KeyboardEvent, type MouseEvent, useId } from "react";

export interface Focal {
  x: number;
  y: number;
}

const STEP = 0.05;
const KEY_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-STEP, 0],
  ArrowRight: [STEP, 0],
  ArrowUp: [0, -STEP],
  ArrowDown: [0, STEP],
};

/** 0 to 1 in hundredths, so steps of 5% add up exactly. */
const clamp = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 100) / 100;
export const percent = (v: number) => `${Math.round(v * 100)}%`;

interface Props {
  src: string;
  alt: string;
  value: Focal;
  onChange(value: Focal): void;
}

/**
 * The point every crop keeps in view: set by clicking on the picture, or with the arrow keys on the marker
 * (5% a press).
 */
export function FocalPointPicker({ src, alt, value, onChange }: Props) {
  const hintId = useId();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange({
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    onChange({ x: clamp(value.x + move[0]), y: clamp(value.y + move[1]) });
  };
  const where = `${percent(value.x)} across, ${percent(value.y)} down`;

  return (
    <div className="flex flex-col gap-2">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the marker inside is the keyboard's way to the same point */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the marker inside takes the arrow keys */}
      <div
        data-testid="focal-picture"
        onClick={onClick}
        className="relative mx-auto w-fit max-w-full cursor-crosshair overflow-hidden rounded-md bg-zinc-100"
      >
        <img src={src} alt={alt} className="block max-h-80 max-w-full select-none" draggable={false} />
        <button
          type="button"
          aria-label={`Focal point: ${where}`}
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
          onClick={(event) => event.stopPropagation()}
          style={{ left: percent(value.x), top: percent(value.y) }}
          className="absolute size-7 -translate-x-1/2 -translate-y-1/2 cursor-move rounded-full border-[3px] border-white bg-ember-500/70 shadow-[0_0_0_2px_rgba(0,0,0,0.6)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-500"
        />
      </div>
      <p className="text-sm">
        Focal point: <span className="font-semibold tabular-nums">{where}</span>
      </p>
      <p id={hintId} className="text-xs text-zinc-600">
        Click the part of the picture every crop must keep in view, or focus the marker and use the arrow
        keys.
      </p>
    </div>
  );
}
