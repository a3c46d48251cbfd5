import "./fonts.css";
import "./styles.css";

/**
 * A server-rendered page is complete before any script runs, so the app's code is fetched only once that
 * page is on screen: on a slow phone the HTML, the stylesheet, the fonts and the hero picture have the
 * connection to themselves, and about 140 KB of JavaScript does not delay the first paint. A private page
 * (client-rendered, an empty root) needs the app to show anything and loads it at once.
 */
function afterFirstPaint(run: () => void): void {
  // The frame's callbacks run just before it is painted; a task queued from them runs after. A tab opened
  // in the background paints no frame until it is shown, and loads at once.
  if (document.visibilityState === "hidden") run();
  else requestAnimationFrame(() => setTimeout(run, 0));
}

/** A task boundary: the browser may paint and handle input between the stages. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The shell in three evaluations, each its own task, rather than one long one: React, React Router, then
 * the app (which hydrates). Fetched at once: each stage's file is preloaded with the first.
 */
async function loadApp() {
  await import("./shell/react-stage.ts");
  await nextTask();
  await import("./shell/router-stage.ts");
  await nextTask();
  await import("./start-app.tsx");
}

const load = () => void loadApp();
if (document.getElementById("root")?.hasChildNodes()) afterFirstPaint(load);
else load();
