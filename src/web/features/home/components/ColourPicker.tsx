import { firstImageOf, mediaTargets } from "#shared/media-pick.ts";
import type { Color } from "#shared/schemas/catalogue.ts";
import type { PublicMedia } from "#shared/schemas/media.ts";
import { type StockState, stockNotice } from "#shared/stock.ts";
import { Picture } from "#web/media/Picture.tsx";
import { colorImagePath } from "../lib/options.ts";

interface ColourPickerProps {
  colors: readonly Color[];
  value: number | null;
  onChange(id: number): void;
  /** Each colour's stock: a colour out of stock is shown but cannot be chosen. */
  stockOf?(id: number): StockState;
  /** The owner's photos: a colour's first is its card's picture. */
  media?: PublicMedia;
}

/**
 * Native radios, laid invisibly over each card: arrow keys move between colours, a click anywhere on
 * the card chooses it, and the choice is announced.
 */
export function ColourPicker({ colors, value, onChange, stockOf, media }: ColourPickerProps) {
  return (
    <fieldset>
      <legend className="text-lg font-bold uppercase">1. Frame colour</legend>
      <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5 sm:gap-3">
        {colors.map((color) => {
          const state = stockOf?.(color.id) ?? { kind: "untracked" };
          const notice = stockNotice(state);
          const out = state.kind === "out";
          return (
            <label
              key={color.id}
              className="relative cursor-pointer rounded-lg border-2 border-zinc-200 bg-white p-1.5 transition-colors hover:border-zinc-400 has-checked:border-ember-500 has-checked:bg-ember-500/5 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ember-500 has-disabled:cursor-not-allowed has-disabled:opacity-60"
            >
              <input
                type="radio"
                name="frame-colour"
                value={color.id}
                checked={value === color.id}
                disabled={out}
                aria-label={notice ? `${color.name} (${notice})` : color.name}
                onChange={() => onChange(color.id)}
                className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-lg opacity-0"
              />
              <Picture
                upload={firstImageOf(media, mediaTargets.frameColour(color.id))}
                crop="landscape"
                src={colorImagePath(color.name)}
                alt=""
                width={800}
                height={600}
                sizes="(min-width: 1024px) 10vw, (min-width: 640px) 18vw, 30vw"
                className="w-full rounded-md bg-zinc-100"
              />
              <span className="mt-1.5 block text-center text-xs font-semibold sm:text-sm">{color.name}</span>
              {notice ? (
                <span
                  className={`block text-center text-xs font-semibold ${out ? "text-red-700" : "text-ember-700"}`}
                >
                  {notice}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
