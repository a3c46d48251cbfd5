import { buildApp } from "../../src/server/app.ts";
import { prepareDatabase } from "../../src/server/db/bootstrap.ts";
import { loadConfig } from "../../src/server/env.ts";
const config = loadConfig();
const database = await prepareDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
const { app } = await buildApp({ config, database, logger: true });
app.get("/__probe", () => "x");
await app.ready();
app.addHook; 
const res = await app.inject({ url: "/api/colors" });
const syms = Object.getOwnPropertySymbols(res.raw.req ?? {});
// find route context via a hook-capturing approach
const ctxSym = Object.getOwnPropertySymbols(Object.getPrototypeOf(app)).map(String);
console.log(ctxSym.filter(s=>/hook|Hook/.test(s)));
const hooksSym = Object.getOwnPropertySymbols(app).find((s) => String(s) === "Symbol(fastify.hooks)");
const h = (app as any)[hooksSym!];
for (const k of ["onRequest","preParsing","preValidation","preHandler","preSerialization","onSend","onResponse","onTimeout","onError"]) console.log(k, h[k]?.length, (h[k]??[]).map((f: Function) => f.name || f.toString().slice(0,80).replace(/\s+/g," ")));
process.exit(0);
