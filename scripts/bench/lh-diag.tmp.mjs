import { launchChromium } from "./chromium.mjs";
const { default: lighthouse } = await import("lighthouse");
for (const path of process.argv.slice(2)) {
  const chrome = await launchChromium();
  const r = await lighthouse("http://127.0.0.1:3400" + path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  await chrome.close();
  const a = r.lhr.audits;
  console.log("==", path, "perf", r.lhr.categories.performance.score, "FCP", a["first-contentful-paint"].displayValue, "LCP", a["largest-contentful-paint"].displayValue, "TBT", a["total-blocking-time"].displayValue, "SI", a["speed-index"].displayValue);
  const lcpEl = a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
  console.log(" LCP el:", lcpEl?.snippet?.slice(0, 160));
  const phases = a["largest-contentful-paint-element"]?.details?.items?.[1]?.items;
  console.log(" phases:", JSON.stringify(phases?.map((p) => [p.phase, Math.round(p.timing)])));
  console.log(" bootup:", (a["bootup-time"].details?.items ?? []).slice(0, 6).map((i) => `${i.url.replace(/.*\//, "")} ${Math.round(i.total)}/${Math.round(i.scripting)}`).join(" | "));
  console.log(" mainthread:", (a["mainthread-work-breakdown"].details?.items ?? []).slice(0, 6).map((i) => `${i.group} ${Math.round(i.duration)}`).join(" | "));
  console.log(" long tasks:", (a["long-tasks"]?.details?.items ?? []).slice(0, 8).map((i) => `${i.url.replace(/.*\//, "")}@${Math.round(i.startTime)}:${Math.round(i.duration)}`).join(" | "));
  console.log(" render-blocking:", (a["render-blocking-resources"]?.details?.items ?? []).map((i) => i.url.replace(/.*\//, "") + " " + Math.round(i.wastedMs)).join(" | "));
  console.log(" network rtt/requests:", (a["network-requests"]?.details?.items ?? []).length);
}
