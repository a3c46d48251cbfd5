import { crc32 } from "node:zlib";
import sharp from "sharp";

/** A photo-like JPEG (blurred noise) with GPS and camera EXIF, as a phone writes it. */
export async function jpegWithGps(width = 1200, height = 800): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 5) * 104729) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(2)
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "SecretPhone 9", Copyright: "owner-marker" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 0/1",
      },
    })
    .toBuffer();
}

export const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3366aa" } })
    .png()
    .toBuffer();

/** A real PNG whose header is rewritten to declare another size (its CRC put right): a decompression bomb. */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngOf(4, 4));
  // Signature (8), IHDR length (4), "IHDR" (4), width, height, ...; the CRC covers type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function box(type: string, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, body]);
}

const u32 = (...values: number[]) => {
  const b = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => {
    b.writeUInt32BE(v, i * 4);
  });
  return b;
};

function sampleEntry(codec: string, width: number, height: number): Buffer {
  const body = Buffer.alloc(78);
  body.writeUInt16BE(1, 6); // data reference index
  body.writeUInt16BE(width, 24);
  body.writeUInt16BE(height, 26);
  return box(codec, body);
}

/** An MP4 (moov after mdat, as cameras write it) with one track of `handler` ("vide", "soun") and codec. */
export function mp4With(handler: string, codec = "avc1", width = 640, height = 360): Buffer {
  const hdlr = box("hdlr", u32(0, 0), Buffer.from(handler, "latin1"), u32(0, 0, 0), Buffer.from("x\0"));
  const stsd = box("stsd", u32(0, 1), sampleEntry(codec, width, height));
  const trak = box("trak", box("mdia", hdlr, box("minf", box("stbl", stsd))));
  return Buffer.concat([
    box("ftyp", Buffer.from("isom", "latin1"), u32(0x200), Buffer.from("isomiso2avc1mp41", "latin1")),
    box("mdat", Buffer.alloc(2048, 7)),
    box("moov", trak),
  ]);
}

function ebml(id: number, ...data: Buffer[]): Buffer {
  const body = Buffer.concat(data);
  const idBytes = Buffer.from(
    id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, "0"),
    "hex",
  );
  const size = Buffer.alloc(8);
  size.writeUInt32BE(0x01000000, 0);
  size.writeUInt32BE(body.length, 4);
  return Buffer.concat([idBytes, size, body]);
}

const uintEl = (id: number, value: number) => ebml(id, Buffer.from([value >> 8, value & 0xff]));

/** A WebM whose one track has type `trackType` (1 video, 2 audio) and `codec`. */
export function webmWith(trackType: number, codec = "V_VP9", width = 640, height = 360): Buffer {
  const header = ebml(0x1a45dfa3, ebml(0x4282, Buffer.from("webm", "latin1")), uintEl(0x4287, 4));
  const entry = ebml(
    0xae,
    uintEl(0xd7, 1),
    uintEl(0x83, trackType),
    ebml(0x86, Buffer.from(codec, "latin1")),
    ebml(0xe0, uintEl(0xb0, width), uintEl(0xba, height)),
  );
  const segment = ebml(0x18538067, ebml(0x1654ae6b, entry), ebml(0x1f43b675, Buffer.alloc(1024, 3)));
  return Buffer.concat([header, segment]);
}

/** The admin's upload form: the words, then the file (and a poster). */
export function mediaForm(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type: string },
  poster?: { bytes: Uint8Array; name: string; type: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  if (poster)
    form.append("poster", new Blob([new Uint8Array(poster.bytes)], { type: poster.type }), poster.name);
  return form;
}
