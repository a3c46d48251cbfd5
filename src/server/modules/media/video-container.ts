import type { FileHandle } from "node:fs/promises";

/** The first video track of a container, when its codec is one a browser plays. */
export interface VideoStream {
  codec: string;
  width: number;
  height: number;
}

const MP4_VIDEO_CODECS = new Set(["avc1", "avc3", "hvc1", "hev1", "av01", "vp09"]);
const WEBM_VIDEO_CODECS = new Set(["V_VP8", "V_VP9", "V_AV1"]);
/** A moov box is a few megabytes at most for a 200 MB file; larger is not a file we accept. */
const MOOV_MAX_BYTES = 32 * 1024 * 1024;
/** WebM puts its Tracks before the first Cluster, within the first kilobytes. */
const WEBM_HEAD_BYTES = 4 * 1024 * 1024;

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

interface Box {
  type: string;
  start: number;
  end: number;
}

/** The ISO BMFF boxes between start and end of the buffer (a malformed size ends the list). */
function boxes(buf: Buffer, start: number, end: number): Box[] {
  const found: Box[] = [];
  let pos = start;
  while (pos + 8 <= end) {
    let size = buf.readUInt32BE(pos);
    let header = 8;
    if (size === 1 && pos + 16 <= end) {
      size = Number(buf.readBigUInt64BE(pos + 8));
      header = 16;
    } else if (size === 0) {
      size = end - pos;
    }
    if (size < header || pos + size > end) break;
    found.push({ type: buf.toString("latin1", pos + 4, pos + 8), start: pos + header, end: pos + size });
    pos += size;
  }
  return found;
}

const child = (buf: Buffer, box: Box | undefined, type: string) =>
  box && boxes(buf, box.start, box.end).find((b) => b.type === type);

function mp4VideoIn(moov: Buffer): VideoStream | null {
  for (const trak of boxes(moov, 0, moov.length).filter((b) => b.type === "trak")) {
    const mdia = child(moov, trak, "mdia");
    const hdlr = child(moov, mdia, "hdlr");
    if (
      !hdlr ||
      hdlr.end - hdlr.start < 12 ||
      moov.toString("latin1", hdlr.start + 8, hdlr.start + 12) !== "vide"
    )
      continue;
    const stsd = child(moov, child(moov, child(moov, mdia, "minf"), "stbl"), "stsd");
    // stsd: version and flags, an entry count, then sample entries (size, type, 6 reserved bytes, ...).
    if (!stsd || stsd.end - stsd.start < 8 + 36 || moov.readUInt32BE(stsd.start + 4) < 1) continue;
    const entry = stsd.start + 8;
    const codec = moov.toString("latin1", entry + 4, entry + 8);
    if (!MP4_VIDEO_CODECS.has(codec)) continue;
    const width = moov.readUInt16BE(entry + 8 + 24);
    const height = moov.readUInt16BE(entry + 8 + 26);
    if (width > 0 && height > 0) return { codec, width, height };
  }
  return null;
}

/** Walks the file's top-level boxes to its moov (at the start or the end), then looks for a video track. */
export async function mp4VideoStream(file: FileHandle, size: number): Promise<VideoStream | null> {
  let pos = 0;
  while (pos + 8 <= size) {
    const head = await readAt(file, pos, 16);
    if (head.length < 8) return null;
    let boxSize = head.readUInt32BE(0);
    let header = 8;
    if (boxSize === 1) {
      if (head.length < 16) return null;
      boxSize = Number(head.readBigUInt64BE(8));
      header = 16;
    } else if (boxSize === 0) {
      boxSize = size - pos;
    }
    if (boxSize < header || pos + boxSize > size) return null;
    if (head.toString("latin1", 4, 8) === "moov") {
      if (boxSize > MOOV_MAX_BYTES) return null;
      return mp4VideoIn(await readAt(file, pos + header, boxSize - header));
    }
    pos += boxSize;
  }
  return null;
}

interface Element {
  id: number;
  start: number;
  /** Infinity for an element of unknown size (it runs to its parent's end). */
  end: number;
}

/** EBML variable-length integers: an ID keeps its length marker, a size drops it. */
function vint(buf: Buffer, pos: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = buf[pos];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || pos + length > buf.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buf[pos + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value: !keepMarker && allOnes ? Number.POSITIVE_INFINITY : value, length };
}

function elements(buf: Buffer, start: number, end: number): Element[] {
  const found: Element[] = [];
  let pos = start;
  while (pos < Math.min(end, buf.length)) {
    const id = vint(buf, pos, true);
    if (!id) break;
    const size = vint(buf, pos + id.length, false);
    if (!size) break;
    const dataStart = pos + id.length + size.length;
    const dataEnd = dataStart + size.value;
    found.push({ id: id.value, start: dataStart, end: Math.min(dataEnd, end) });
    if (!Number.isFinite(dataEnd)) break;
    pos = dataEnd;
  }
  return found;
}

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const CODEC_ID = 0x86;
const VIDEO = 0xe0;
const PIXEL_WIDTH = 0xb0;
const PIXEL_HEIGHT = 0xba;

const uint = (buf: Buffer, el: Element | undefined) => {
  if (!el || el.end - el.start > 6 || el.end > buf.length) return 0;
  return el.end > el.start ? buf.readUIntBE(el.start, el.end - el.start) : 0;
};
const text = (buf: Buffer, el: Element | undefined) =>
  el && el.end <= buf.length ? buf.toString("latin1", el.start, el.end).replace(/\0+$/, "") : "";
const find = (list: Element[], id: number) => list.find((el) => el.id === id);

/** The EBML header must say webm; the Segment's Tracks must hold a VP8, VP9 or AV1 video track. */
export async function webmVideoStream(file: FileHandle, size: number): Promise<VideoStream | null> {
  const buf = await readAt(file, 0, Math.min(size, WEBM_HEAD_BYTES));
  const top = elements(buf, 0, buf.length);
  const header = top[0];
  if (header?.id !== EBML || text(buf, find(elements(buf, header.start, header.end), DOC_TYPE)) !== "webm")
    return null;
  const segment = find(top, SEGMENT);
  if (!segment) return null;
  const tracks = find(elements(buf, segment.start, segment.end), TRACKS);
  if (!tracks) return null;
  for (const entry of elements(buf, tracks.start, tracks.end).filter((el) => el.id === TRACK_ENTRY)) {
    const fields = elements(buf, entry.start, entry.end);
    const codec = text(buf, find(fields, CODEC_ID));
    if (uint(buf, find(fields, TRACK_TYPE)) !== 1 || !WEBM_VIDEO_CODECS.has(codec)) continue;
    const video = find(fields, VIDEO);
    const dims = video ? elements(buf, video.start, video.end) : [];
    const width = uint(buf, find(dims, PIXEL_WIDTH));
    const height = uint(buf, find(dims, PIXEL_HEIGHT));
    if (width > 0 && height > 0) return { codec, width, height };
  }
  return null;
}
