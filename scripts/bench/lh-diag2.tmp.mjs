import { launchChromium } from "./chromium.mjs";
const { default: lighthouse } = await import("lighthouse");
const path = process.argv[2];
const chrome = await launchChromium();
const r = await lighthouse("http://127.0.0.1:3400" + path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
await chrome.close();
const a = r.lhr.audits;
for (const k of Object.keys(a)) if (/lcp|largest/i.test(k)) console.log(k, JSON.stringify(a[k].details ?? a[k].displayValue).slice(0, 900));
