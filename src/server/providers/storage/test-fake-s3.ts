import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { buffer } from "node:stream/consumers";

interface Seen {
  method: string;
  url: string;
  authorization: string;
}

/** For tests: a local fake of the S3 object API (PUT, GET, HEAD and DELETE on /<bucket>/<key>). */
export function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: Seen[] = [];
  let failNext = 0;
  let endpoint = "";
  const server = createServer(async (req: IncomingMessage, res) => {
    const body = await buffer(req);
    seen.push({
      method: req.method ?? "",
      url: req.url ?? "",
      authorization: req.headers.authorization ?? "",
    });
    if (failNext > 0) {
      failNext--;
      res.writeHead(403).end("<Error><Code>AccessDenied</Code></Error>");
      return;
    }
    const url = req.url ?? "";
    const object = objects.get(url);
    if (req.method === "PUT") {
      objects.set(url, { body, type: String(req.headers["content-type"]) });
      res.writeHead(200).end();
    } else if (req.method === "DELETE") {
      objects.delete(url);
      res.writeHead(204).end();
    } else if (!object) {
      res.writeHead(404).end();
    } else {
      res.writeHead(200, { "content-type": object.type, "content-length": object.body.length });
      res.end(req.method === "HEAD" ? undefined : object.body);
    }
  });
  return {
    server,
    objects,
    seen,
    failOnce: () => (failNext = 1),
    /** The base URL to use as S3_ENDPOINT once started. */
    get endpoint() {
      return endpoint;
    },
    start: () =>
      new Promise<void>((resolve) =>
        server.listen(0, "127.0.0.1", () => {
          endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
          resolve();
        }),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
