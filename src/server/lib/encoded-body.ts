import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** A body compressed once, ahead of the requests for it: br and gzip when they are smaller than the body. */
export interface EncodedBody {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Smaller bodies go as they are (as @fastify/compress's default threshold does). */
const THRESHOLD = 1024;

export function encodeBody(text: string): EncodedBody {
  const identity = Buffer.from(text);
  if (identity.length < THRESHOLD) return { identity };
  const br = brotliCompressSync(identity, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
  });
  const gzip = gzipSync(identity, { level: 9 });
  return {
    identity,
    ...(br.length < identity.length ? { br } : {}),
    ...(gzip.length < identity.length ? { gzip } : {}),
  };
}

/** An Accept-Encoding names the coding with a q above 0 ("br;q=0" refuses it). */
function accepts(header: string, coding: string): boolean {
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (name !== coding && name !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/** The smallest form of the body the client accepts, and its Content-Encoding (undefined: none). */
export function pickEncoding(
  body: EncodedBody,
  acceptEncoding: string | undefined,
): { payload: Buffer; encoding?: "br" | "gzip" } {
  if (acceptEncoding) {
    if (body.br && accepts(acceptEncoding, "br")) return { payload: body.br, encoding: "br" };
    if (body.gzip && accepts(acceptEncoding, "gzip")) return { payload: body.gzip, encoding: "gzip" };
  }
  return { payload: body.identity };
}

/**
 * A body compressed on first demand, one coding at a time, at a quick level: for pages composed per
 * request or per catalogue version, where compressing every coding at the top level up front costs more
 * than it saves.
 */
export class LazyEncodedBody {
  readonly identity: Buffer;
  #encoded = new Map<"br" | "gzip", Buffer>();

  constructor(text: string) {
    this.identity = Buffer.from(text);
  }

  pick(acceptEncoding: string | undefined): { payload: Buffer; encoding?: "br" | "gzip" } {
    if (this.identity.length < THRESHOLD || !acceptEncoding) return { payload: this.identity };
    const encoding = accepts(acceptEncoding, "br")
      ? "br"
      : accepts(acceptEncoding, "gzip")
        ? "gzip"
        : undefined;
    if (!encoding) return { payload: this.identity };
    let payload = this.#encoded.get(encoding);
    if (!payload) {
      payload =
        encoding === "br"
          ? brotliCompressSync(this.identity, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
              },
            })
          : gzipSync(this.identity, { level: 6 });
      this.#encoded.set(encoding, payload);
    }
    return { payload, encoding };
  }
}
