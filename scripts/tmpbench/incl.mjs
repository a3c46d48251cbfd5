import { readFileSync } from "node:fs";
const p = JSON.parse(readFileSync(process.argv[2], "utf8"));
const byId = new Map(p.nodes.map(n => [n.id, n]));
const parent = new Map(); for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const t = new Map(); p.samples.forEach((s, i) => t.set(s, (t.get(s) ?? 0) + (p.timeDeltas[i] ?? 0)));
const incl = new Map(); let total = 0;
const name = (n) => `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").slice(-2).join("/")}:${n.callFrame.lineNumber}`;
for (const [id, dt] of t) { total += dt; const seen = new Set(); let cur = id; while (cur !== undefined) { const k = name(byId.get(cur)); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + dt); } cur = parent.get(cur); } }
const filt = process.argv[3] ? new RegExp(process.argv[3]) : /./;
for (const [k, v] of [...incl].filter(([k]) => filt.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log((100 * v / total).toFixed(1).padStart(5), k);
