import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** A body compressed once, ahead of the requests for it: br and gzip when they are smaller than the body. */
export interface EncodedBody {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Smaller bodies go as they are (as @fastify/compress's default threshold does). */
const THRESHOLD = 1024;

const CODINGS = ["br", "gzip"] as const;
type Coding = (typeof CODINGS)[number];

/** Highest compression for bodies encoded once ahead of their requests, a quick level for those encoded on demand. */
const LEVELS = { best: { br: 11, gzip: 9 }, quick: { br: 5, gzip: 6 } } as const;

function compress(identity: Buffer, coding: Coding, level: keyof typeof LEVELS): Buffer {
  return coding === "br"
    ? brotliCompressSync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: LEVELS[level].br,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      })
    : gzipSync(identity, { level: LEVELS[level].gzip });
}

export function encodeBody(text: string): EncodedBody {
  const identity = Buffer.from(text);
  if (identity.length < THRESHOLD) return { identity };
  const br = compress(identity, "br", "best");
  const gzip = compress(identity, "gzip", "best");
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
): { payload: Buffer; encoding?: Coding } {
  const encoding = preferred(acceptEncoding, (coding) => body[coding] !== undefined);
  const payload = encoding ? body[encoding] : undefined;
  return encoding && payload ? { payload, encoding } : { payload: body.identity };
}

/** The first coding (br before gzip) that is on offer and the client accepts. */
function preferred(
  acceptEncoding: string | undefined,
  offered: (coding: Coding) => boolean,
): Coding | undefined {
  if (!acceptEncoding) return undefined;
  return CODINGS.find((coding) => offered(coding) && accepts(acceptEncoding, coding));
}

/**
 * A body compressed on first demand, one coding at a time, at a quick level: for pages composed per
 * request or per catalogue version, where compressing every coding at the top level up front costs more
 * than it saves.
 */
export class LazyEncodedBody {
  readonly identity: Buffer;
  #encoded = new Map<Coding, Buffer>();

  constructor(text: string) {
    this.identity = Buffer.from(text);
  }

  pick(acceptEncoding: string | undefined): { payload: Buffer; encoding?: Coding } {
    if (this.identity.length < THRESHOLD) return { payload: this.identity };
    const encoding = preferred(acceptEncoding, () => true);
    if (!encoding) return { payload: this.identity };
    let payload = this.#encoded.get(encoding);
    if (!payload) {
      payload = compress(this.identity, encoding, "quick");
      this.#encoded.set(encoding, payload);
    }
    return { payload, encoding };
  }
}
