import { readFileSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
const m = JSON.parse(readFileSync("dist/web/.vite/manifest.json", "utf8"));
const gz = (f) => gzipSync(readFileSync(`dist/web/${f}`)).length;
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen; seen.add(key);
  for (const i of m[key].imports ?? []) closure(i, seen);
  return seen;
}
const entry = closure("index.html");
const sum = (s) => [...s].reduce((a, k) => a + gz(m[k].file), 0);
console.log("entry", (sum(entry)/1024).toFixed(1));
for (const page of process.argv.slice(2)) {
  const key = Object.keys(m).find((k) => k.endsWith(`/${page}.tsx`));
  const extra = [...closure(key)].filter((k) => !entry.has(k));
  console.log(page, (sum(new Set(extra))/1024).toFixed(1), extra.map((k) => `${m[k].file.replace("assets/","")}:${(gz(m[k].file)/1024).toFixed(1)}`).sort().join(" "));
}
