import { createServer } from "node:http";
import Fastify from "fastify";
const body = Buffer.from(JSON.stringify([{"id":1,"name":"Ronhill Black","hex":"#1b1b1d"},{"id":2,"name":"Celeste","hex":"#7fd1c7"},{"id":3,"name":"Kerry Green","hex":"#0f7a3d"},{"id":4,"name":"Pink","hex":"#f06fa8"},{"id":5,"name":"Yellow","hex":"#f5d21f"},{"id":6,"name":"Blue","hex":"#1f5fd1"},{"id":7,"name":"Red","hex":"#d12a2a"},{"id":8,"name":"Green","hex":"#58b947"},{"id":9,"name":"Purple","hex":"#7a3fc1"},{"id":10,"name":"White","hex":"#f4f4f2"}]));
const H = {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
    etag: '"xLGXA5xuD_P1K4Iju1vJpVu1VEw"', "cache-control": "no-cache",
};
const mode = process.argv[2];
if (mode === "bare") createServer((q, r) => { r.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length }); r.end(body); }).listen(3302);
if (mode === "bareh") createServer((q, r) => { r.writeHead(200, { ...H, "content-type": "application/json; charset=utf-8", "content-length": body.length }); r.end(body); }).listen(3302);
if (mode === "fastify") { const a = Fastify(); a.get("/api/colors", (q, r) => { r.type("application/json; charset=utf-8").send(body); }); a.listen({ port: 3302 }); }
if (mode === "fastifyh") { const a = Fastify(); a.get("/api/colors", (q, r) => { r.headers(H); r.type("application/json; charset=utf-8").send(body); }); a.listen({ port: 3302 }); }
if (mode === "fastifylog") { const a = Fastify({ logger: { level: "warn" } }); a.get("/api/colors", (q, r) => { r.headers(H); r.type("application/json; charset=utf-8").send(body); }); a.listen({ port: 3302 }); }
if (mode === "fastifylogasync") { const a = Fastify({ logger: { level: "warn" } }); a.get("/api/colors", async (q, r) => { await Promise.resolve(); r.headers(H); return r.type("application/json; charset=utf-8").send(body.toString()); }); a.listen({ port: 3302 }); }
