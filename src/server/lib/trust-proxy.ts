import { isIP } from "node:net";

/**
 * Which proxies in front may say who the client is (X-Forwarded-For): a hop count, or a list of
 * addresses and CIDR ranges (proxy-addr's names `loopback`, `linklocal`, `uniquelocal` too). Never "all":
 * trusting every hop would let a client pick its own address and reset the per-address limits.
 */
type TrustedProxies = false | { hops: number } | { addresses: string[] };

const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY's text: unset, `0` or `false` trust nobody; a number is that many hops (`true`, as older
 * configurations said, is one hop); anything else is a comma-separated list of addresses and ranges.
 * Returns an error message for a value that is none of these.
 */
export function parseTrustedProxies(text: string | undefined): TrustedProxies | string {
  const value = text?.trim() ?? "";
  if (value === "" || value === "0" || value === "false") return false;
  if (value === "true") return { hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? { hops } : "must be a hop count from 0 to 10, or a list of proxy addresses";
  }
  const addresses = value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const bad = addresses.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined || addresses.length === 0) {
    return `must be a hop count or a comma-separated list of proxy addresses or CIDR ranges (not ${JSON.stringify(bad ?? value)})`;
  }
  return { addresses };
}

/**
 * Fastify's trustProxy option. A hop count is a function: Fastify 5.12 treats a plain number as "trust
 * nobody". With `hops` the last `hops` entries of the chain (the socket's peer first) are trusted, so
 * a client-supplied X-Forwarded-For entry further left is never taken as the address.
 */
export function trustProxyOption(
  trusted: TrustedProxies,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trusted === false) return false;
  if ("hops" in trusted) {
    const { hops } = trusted;
    return hops === 0 ? false : (_address, hop) => hop < hops;
  }
  return trusted.addresses;
}
