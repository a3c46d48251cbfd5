// A bare node:http server answering fixed bodies, run in its own process like the shop's server.
// Usage: node bare-server.mjs <port> <path=base64body>...
import { createServer } from "node:http";

const [port, ...pairs] = process.argv.slice(2);
const bodies = new Map(
  pairs.map((pair) => {
    const at = pair.indexOf("=");
    return [pair.slice(0, at), Buffer.from(pair.slice(at + 1), "base64")];
  }),
);
createServer((req, res) => {
  const body = bodies.get(req.url);
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length });
  res.end(body);
}).listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
