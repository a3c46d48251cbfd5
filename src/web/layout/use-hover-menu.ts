import { useCallback, useEffect, useMemo, useRef, useState } from "react";

/** Menus open 200 ms after the pointer arrives, close 150 ms after it leaves, and
 * open at once when another menu was open less than 300 ms ago. */
export const MENU_DELAYS = { open: 200, skip: 300, close: 150 } as const;

export interface HoverMenu {
  /** The open menu's id, or null. */
  openId: string | null;
  pointerEnter(id: string): void;
  pointerLeave(): void;
  /** A click or Enter on a trigger. */
  toggle(id: string): void;
  close(): void;
}

/**
 * The timing of the header's dropdowns, the same as Radix NavigationMenu's (delayDuration 200,
 * skipDelayDuration 300, close 150), without its 10 KB in the shell.
 */
export function useHoverMenu(): HoverMenu {
  const [openId, setOpenId] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  const timers = useRef({ open: 0, close: 0, skip: 0 });
  const skipping = useRef(false);
  /** After a click closes a menu, hovering its trigger does not reopen it until the pointer leaves. */
  const clickClosed = useRef<string | null>(null);

  const clear = useCallback((...names: Array<keyof typeof timers.current>) => {
    for (const name of names) window.clearTimeout(timers.current[name]);
  }, []);

  const set = useCallback(
    (id: string | null) => {
      if (current.current !== null && id === null) {
        skipping.current = true;
        clear("skip");
        timers.current.skip = window.setTimeout(() => {
          skipping.current = false;
        }, MENU_DELAYS.skip);
      }
      current.current = id;
      setOpenId(id);
    },
    [clear],
  );

  useEffect(() => () => clear("open", "close", "skip"), [clear]);

  return useMemo<HoverMenu>(
    () => ({
      openId,
      pointerEnter(id) {
        clear("close");
        if (current.current === id || clickClosed.current === id) return;
        clear("open");
        if (current.current !== null || skipping.current) set(id);
        else timers.current.open = window.setTimeout(() => set(id), MENU_DELAYS.open);
      },
      pointerLeave() {
        clickClosed.current = null;
        clear("open");
        if (current.current !== null) {
          clear("close");
          timers.current.close = window.setTimeout(() => set(null), MENU_DELAYS.close);
        }
      },
      toggle(id) {
        clear("open", "close");
        const closing = current.current === id;
        clickClosed.current = closing ? id : null;
        set(closing ? null : id);
      },
      close() {
        clear("open", "close");
        if (current.current !== null) set(null);
      },
    }),
    [openId, clear, set],
  );
}
