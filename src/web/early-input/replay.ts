import { EARLY_PENDING_CLASS, type EarlyInput, type EarlyRecord } from "#shared/early-input.ts";

/** Set once: input goes straight to the app. */
let appReady = false;
let pageHydrated = false;
let partsHydrating = 0;

/** The User Timing mark of the moment input reaches the app (the end of the page's dead window). */
export const APP_READY_MARK = "app-ready";

function find(record: EarlyRecord): Element | null {
  if (record.target.isConnected) return record.target;
  let node: Element | null = document.body;
  for (const index of record.path.slice(1)) node = node?.children[index] ?? null;
  return node && node.tagName === record.target.tagName ? node : null;
}

/**
 * Tells the app what a field holds now. React believes a field holds what it rendered, so the value is
 * first set through the element (which React watches) to something else, then back through the native
 * setter (which it does not), and an input event then reads as the change it is.
 */
function syncField(field: Element): void {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  const typed = field.value;
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  if (!nativeSetter) return;
  field.value = typed === "" ? " " : "";
  nativeSetter.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * From now on input goes to the app, and what the page's first script held (see src/shared/early-input.ts)
 * is replayed in the order it happened. A field is read once, at its first keystroke's place in the order,
 * with everything typed into it since.
 */
function replayEarlyInput(): void {
  if (appReady) return;
  appReady = true;
  // The page takes input itself from here (the browser tests wait for it after each navigation).
  document.documentElement.setAttribute("data-hydrated", "");
  performance.mark(APP_READY_MARK);
  const state = (window as Window & { __earlyInput?: EarlyInput }).__earlyInput;
  if (!state) return;
  state.ready = true;
  const read = new Set<Element>();
  for (const record of state.queue.splice(0)) {
    const target = find(record);
    if (!target) continue;
    if (record.type === "field") {
      if (read.has(target)) continue;
      read.add(target);
      syncField(target);
    } else if (record.type === "submit" && target instanceof HTMLFormElement) {
      target.requestSubmit();
    } else if (target instanceof HTMLElement) {
      target.click();
    }
  }
  document.documentElement.classList.remove(EARLY_PENDING_CLASS);
}

/** The longest a part's hydration may hold input back after the page itself has hydrated. */
const MAX_PART_WAIT_MS = 10_000;

function readyIfHydrated(): void {
  // After the current effects' flush: a replayed tap's update must commit before the next is replayed.
  if (pageHydrated && partsHydrating === 0) window.setTimeout(replayEarlyInput, 0);
}

let pageCommitted: () => void = () => {};
/** Resolves once the first page has committed: a served part's code is fetched from then on. */
export const firstPageCommitted = new Promise<void>((resolve) => {
  pageCommitted = resolve;
});

/** The first page has hydrated (its own parts in chunks of their own may still be on their way). */
export function firstPageHydrated(): void {
  pageHydrated = true;
  pageCommitted();
  readyIfHydrated();
  window.setTimeout(replayEarlyInput, MAX_PART_WAIT_MS);
}

/** A part of the page has begun to hydrate; the function it gets back says it has (or never will). */
export function partHydrating(): () => void {
  partsHydrating++;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    partsHydrating--;
    readyIfHydrated();
  };
}
