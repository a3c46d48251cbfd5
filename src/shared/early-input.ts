/** A tap or a keystroke made before the app was ready, and where it landed. */
export interface EarlyRecord {
  type: "click" | "field" | "submit";
  target: Element;
  /** The target's position under <body> (child indexes), to find it again if hydration replaced it. */
  path: number[];
}

/** What the page's first script keeps until the app replays it (`window.__earlyInput`). */
export interface EarlyInput {
  queue: EarlyRecord[];
  /** Set once the app has hydrated: input goes straight to the app from then on. */
  ready: boolean;
}

/** The class on <html> while taps wait for the app, so the pointer says the page is busy. */
export const EARLY_PENDING_CLASS = "early-input-pending";

/**
 * Runs inline in the head of every page, before the first paint, as `(captureEarlyInput)(window, document)`:
 * it is serialised with `Function.prototype.toString`, so it must not close over anything outside itself.
 * Until the app is ready, a tap on a control (button, radio, checkbox, label, summary, ARIA widget) is
 * held: its default and its propagation are stopped, so the browser changes nothing the app would then
 * contradict, and the app replays it once hydrated. Text typed into a field stays in the field (typing
 * works natively) and the app reads it when it is ready; a form's submission is held too. Links are left
 * alone: following one before the app runs is an ordinary page load.
 */
export function captureEarlyInput(w: Window & { __earlyInput?: EarlyInput }, d: Document): void {
  const state: EarlyInput = { queue: [], ready: false };
  w.__earlyInput = state;
  const CONTROLS =
    "button,label,input,select,textarea,summary,[role=button],[role=radio],[role=checkbox],[role=switch],[role=tab],[role=option],[role=menuitem]";
  const TYPED = /^(text|email|search|tel|url|number|password|date)$/;
  const pathOf = (el: Element) => {
    const path: number[] = [];
    for (let node: Element | null = el; node?.parentElement; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    return path;
  };
  const hold = (type: EarlyRecord["type"], target: Element, event: Event) => {
    if (type !== "field") {
      event.preventDefault();
      event.stopPropagation();
      d.documentElement.classList.add("early-input-pending");
    }
    state.queue.push({ type, target, path: pathOf(target) });
  };
  const isField = (el: Element) =>
    el.tagName === "TEXTAREA" ||
    el.tagName === "SELECT" ||
    (el.tagName === "INPUT" && TYPED.test((el as HTMLInputElement).type));
  d.addEventListener(
    "click",
    (event) => {
      if (state.ready || !(event.target instanceof Element)) return;
      const control = event.target.closest(CONTROLS);
      if (!control || control.closest("a[href]") || isField(control)) return;
      // A label around a field only focuses it.
      if (
        control.tagName === "LABEL" &&
        (control as HTMLLabelElement).control &&
        isField((control as HTMLLabelElement).control as Element)
      )
        return;
      hold("click", control, event);
    },
    true,
  );
  const typed = (event: Event) => {
    if (!state.ready && event.target instanceof Element && isField(event.target))
      hold("field", event.target, event);
  };
  d.addEventListener("input", typed, true);
  d.addEventListener("change", typed, true);
  d.addEventListener(
    "submit",
    (event) => {
      if (!state.ready && event.target instanceof Element) hold("submit", event.target, event);
    },
    true,
  );
}

/** The inline script, exactly as it goes into the page (and into the CSP's hash). */
export const EARLY_INPUT_SCRIPT = `(${captureEarlyInput.toString()})(window,document)`;
