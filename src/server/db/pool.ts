import pg from "pg";

type Release = (error?: Error | boolean) => void;
type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void;

/**
 * pg's pool listens for errors only on idle clients and during its own `query`: a connection that dies
 * while a caller holds its client (a transaction) emits 'error' with nobody listening, which ends the
 * process. Here every client has a listener, and a held client that breaks leaves the pool at once
 * (its holder's later release does nothing): Drizzle never releases a client whose `begin` failed, so
 * waiting for the holder would lose that slot of the pool for good.
 */
export class ResilientPool extends pg.Pool {
  readonly #held = new WeakMap<pg.PoolClient, Release>();

  constructor(config: pg.PoolConfig) {
    super(config);
    // An idle client's network error; the pool has already dropped it.
    this.on("error", () => {});
    this.on("connect", (client) => {
      client.on("error", (error) => this.#held.get(client as pg.PoolClient)?.(error));
    });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    // The callback form is the pool's own `query`, which releases on error itself.
    if (callback) return void super.connect(callback);
    return super.connect().then((client) => {
      const release = client.release;
      let released = false;
      const once: Release = (error) => {
        if (released) return;
        released = true;
        this.#held.delete(client);
        release(error);
      };
      client.release = once;
      this.#held.set(client, once);
      return client;
    });
  }
}
