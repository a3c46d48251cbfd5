import { connect, createServer, type Socket } from "node:net";

/**
 * A TCP server that accepts every connection and never says a word, as a stalled service or a half-dead
 * load balancer does; after `forwardTo`, new connections are piped to a real server (it "comes back").
 */
export async function silentServer() {
  const sockets = new Set<Socket>();
  let target: URL | undefined;
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    if (!target) return;
    const upstream = connect(Number(target.port), target.hostname);
    upstream.on("error", () => socket.destroy());
    socket.on("close", () => upstream.destroy());
    upstream.on("close", () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return {
    port: address.port,
    /** From now on, connections reach the server at `url` (those already open stay silent). */
    forwardTo(url: string) {
      target = new URL(url);
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
