/**
 * The chat sockets each client address holds open on this instance: one address may not hold every socket
 * the server can keep (CHAT_SOCKETS_PER_ADDRESS).
 */
export class SocketsPerAddress {
  readonly #open = new Map<string, number>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  /** Counts a new socket from the address, or false when the address already holds the maximum. */
  open(address: string): boolean {
    const count = this.#open.get(address) ?? 0;
    if (count >= this.#max) return false;
    this.#open.set(address, count + 1);
    return true;
  }

  closed(address: string): void {
    const count = (this.#open.get(address) ?? 0) - 1;
    if (count > 0) this.#open.set(address, count);
    else this.#open.delete(address);
  }

  held(address: string): number {
    return this.#open.get(address) ?? 0;
  }
}
