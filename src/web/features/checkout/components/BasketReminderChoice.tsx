import { useEffect, useId } from "react";
import { BASKET_REMINDER_WORDING } from "#shared/schemas/basket-reminder.ts";

interface Props {
  refused: boolean;
  onRefusedChange(refused: boolean): void;
  /** Called once the sentence is on screen: only then may a save carry consent. */
  onShown(): void;
}

/** The soft opt-in beside the email field (UK PECR): one plain sentence, and the box to refuse it there. */
export function BasketReminderChoice({ refused, onRefusedChange, onShown }: Props) {
  const id = useId();
  useEffect(onShown, [onShown]);
  return (
    <div className="grid gap-2 text-sm text-zinc-700">
      <p id={`${id}-notice`} data-testid="basket-reminder-notice">
        {BASKET_REMINDER_WORDING.notice}
      </p>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className="size-5 accent-ember-700"
          checked={refused}
          aria-describedby={`${id}-notice`}
          onChange={(e) => onRefusedChange(e.target.checked)}
        />
        {BASKET_REMINDER_WORDING.refuse}
      </label>
    </div>
  );
}
