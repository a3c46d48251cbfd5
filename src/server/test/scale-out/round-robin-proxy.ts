import { createServer, request as httpRequest } from "node:http";
import { connect } from "node:net";

/** A load balancer for tests: each request or WebSocket goes to the next backend in turn. */
export interface RoundRobinProxy {
  url: string;
  /** What the proxy puts in X-Forwarded-For, as a load balancer would the client's address. */
  clientAddress: string;
  /** Requests and upgrades each backend was given, by index. */
  served: number[];
  close(): Promise<void>;
}

/**
 * HTTP requests are forwarded one by one (keep-alive towards the client is cut per request, so the
 * turns alternate per request), WebSocket upgrades are piped whole to their backend. X-Forwarded-For is
 * replaced with `clientAddress`, as a proxy that the instances trust (TRUST_PROXY=loopback) would set it.
 */
export async function roundRobinProxy(
  backendPorts: number[],
  clientAddress: string,
): Promise<RoundRobinProxy> {
  let turn = 0;
  const served = backendPorts.map(() => 0);
  const next = () => {
    const index = turn++ % backendPorts.length;
    served[index] = (served[index] ?? 0) + 1;
    return backendPorts[index] as number;
  };
  const proxy: RoundRobinProxy = { url: "", clientAddress, served, close: async () => {} };

  const server = createServer((req, res) => {
    const port = next();
    const headers = { ...req.headers, "x-forwarded-for": proxy.clientAddress, connection: "close" };
    const upstream = httpRequest(
      { host: "127.0.0.1", port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" });
      res.end('{"message":"Bad gateway"}');
    });
    req.pipe(upstream);
  });

  server.on("upgrade", (req, socket, head) => {
    const upstream = connect(next(), "127.0.0.1", () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        if (req.rawHeaders[i]?.toLowerCase() !== "x-forwarded-for") {
          lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
        }
      }
      lines.push(`X-Forwarded-For: ${proxy.clientAddress}`, "", "");
      upstream.write(lines.join("\r\n"));
      if (head.length > 0) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    const end = () => {
      socket.destroy();
      upstream.destroy();
    };
    upstream.on("error", end);
    socket.on("error", end);
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the proxy is not listening");
  proxy.url = `http://127.0.0.1:${address.port}`;
  proxy.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}
