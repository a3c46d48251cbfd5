import { readFileSync } from "node:fs";
const p = JSON.parse(readFileSync(process.argv[2], "utf8"));
const self = new Map(); const byId = new Map(p.nodes.map(n => [n.id, n]));
const dt = p.timeDeltas; const counts = new Map();
p.samples.forEach((s, i) => counts.set(s, (counts.get(s) ?? 0) + (dt[i] ?? 0)));
let total = 0;
for (const [id, t] of counts) { const n = byId.get(id); const cf = n.callFrame; const key = `${cf.functionName || "(anon)"} ${cf.url.split("/").slice(-3).join("/")}:${cf.lineNumber}`; self.set(key, (self.get(key) ?? 0) + t); total += t; }
const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 45);
for (const [k, t] of top) console.log((100 * t / total).toFixed(1).padStart(5), k);
