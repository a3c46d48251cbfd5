import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodeBody, pickEncoding } from "./encoded-body.ts";

const large = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Colour ${i}` })));

describe("bodies compressed ahead", () => {
  it("keeps a small body as it is, whatever the client accepts", () => {
    const body = encodeBody('{"ok":true}');
    expect(body.br).toBeUndefined();
    expect(pickEncoding(body, "br, gzip")).toEqual({ payload: Buffer.from('{"ok":true}') });
  });

  it("gives br, then gzip, then the body itself, as the client accepts them", () => {
    const body = encodeBody(large);
    const br = pickEncoding(body, "gzip, deflate, br, zstd");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.payload).toString()).toBe(large);
    const gzip = pickEncoding(body, "gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.payload).toString()).toBe(large);
    expect(pickEncoding(body, undefined)).toEqual({ payload: Buffer.from(large) });
    expect(pickEncoding(body, "identity").encoding).toBeUndefined();
  });

  it("honours q=0 and the wildcard", () => {
    const body = encodeBody(large);
    expect(pickEncoding(body, "br;q=0, gzip").encoding).toBe("gzip");
    expect(pickEncoding(body, "br;q=0, gzip; q=0").encoding).toBeUndefined();
    expect(pickEncoding(body, "*").encoding).toBe("br");
    expect(pickEncoding(body, "BR;Q=0.5").encoding).toBe("br");
  });
});
