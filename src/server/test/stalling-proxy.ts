import { createConnection, createServer, type Socket } from "node:net";

/** For tests: a TCP proxy to a real server that can go silent, as a hung or partitioned Redis does. */
export interface StallingProxy {
  /** `redis://127.0.0.1:<port>` style address of the proxy. */
  url: string;
  /** From now on nothing is forwarded either way; connections stay open. */
  stall(): void;
  /** Forwards again, including what was held back. */
  resume(): void;
  close(): Promise<void>;
}

export async function stallingProxy(target: URL): Promise<StallingProxy> {
  const sockets = new Set<Socket>();
  let stalled = false;
  const pipes: { from: Socket; to: Socket; held: Buffer[] }[] = [];
  const forward = (from: Socket, to: Socket) => {
    const pipe = { from, to, held: [] as Buffer[] };
    pipes.push(pipe);
    from.on("data", (chunk: Buffer) => {
      if (stalled) pipe.held.push(chunk);
      else to.write(chunk);
    });
  };
  const server = createServer((client) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port) || 6379 });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("proxy did not listen");
  return {
    url: `${target.protocol}//127.0.0.1:${address.port}`,
    stall: () => {
      stalled = true;
    },
    resume: () => {
      stalled = false;
      for (const pipe of pipes) {
        for (const chunk of pipe.held.splice(0)) pipe.to.write(chunk);
      }
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
