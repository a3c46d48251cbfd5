import { createHash } from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";
import { MEDIA_MAX_PIXELS } from "#shared/media/limits.ts";
import { type CropPlan, PLACEHOLDER_WIDTH, variantPlan } from "#shared/media/variant-plan.ts";
import type { ImageFormat, MediaCrop, MediaVariant } from "#shared/schemas/media.ts";

/** One public file made, before it has an address. */
export interface MadeFile {
  name: string;
  data: Buffer;
  variant: Omit<MediaVariant, "path">;
}

export interface MadePhoto {
  width: number;
  height: number;
  placeholder: string;
  files: MadeFile[];
}

interface Raw {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

const EXTENSIONS: Record<ImageFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** A public name from the bytes, salted with the item so two items never share (and delete) a file. */
export function publicName(salt: string, data: Buffer | string, width: number, extension: string): string {
  const hash = createHash("sha256").update(`${salt}:`).update(data).digest("hex").slice(0, 32);
  return `${hash}-${width}.${extension}`;
}

const fromRaw = (raw: Raw) =>
  sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });

async function toRaw(image: Sharp): Promise<Raw> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** No metadata reaches a variant: the raw pixels carry none, and sharp writes none unless asked. */
function encode(raw: Raw, format: ImageFormat): Promise<Buffer> {
  const image = fromRaw(raw);
  if (format === "avif") return image.avif({ quality: 50, effort: 2, chromaSubsampling: "4:2:0" }).toBuffer();
  if (format === "webp") return image.webp({ quality: 78, effort: 2 }).toBuffer();
  return image.flatten({ background: "#ffffff" }).jpeg({ quality: 80, progressive: true }).toBuffer();
}

async function makeCrop(work: Raw, plan: CropPlan, salt: string, poster: boolean): Promise<MadeFile[]> {
  const files: MadeFile[] = [];
  // Widest first, each size resized from the one before; the first is cut and resized in one pass.
  let level: Raw | undefined;
  for (const size of [...plan.sizes].reverse()) {
    const from = level ? fromRaw(level) : fromRaw(work).extract(plan.box);
    const current = await toRaw(from.resize(size.width, size.height, { fit: "fill" }));
    level = current;
    const made = await Promise.all(
      plan.formats.map(async (format) => {
        const data = await encode(current, format);
        const variant = { crop: plan.crop, format, width: current.width, height: current.height };
        return {
          name: publicName(salt, data, current.width, EXTENSIONS[format]),
          data,
          variant: poster ? { ...variant, poster: true } : variant,
        };
      }),
    );
    files.push(...made);
  }
  return files;
}

const readOptions = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: "truncated" } as const;

/** The picture's upright size (EXIF orientations 5 to 8 turn it a quarter). */
export function uprightOf(meta: Metadata): { width: number; height: number } {
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/**
 * How far the whole picture may be shrunk before cutting: as far as the crop that needs the most of its
 * pixels allows (a 24-megapixel photo is decoded at the widest variant's size, JPEG shrinking on load).
 */
function workingScale(plans: CropPlan[]): number {
  let scale = 0;
  for (const plan of plans) {
    const widest = Math.max(...plan.sizes.map((s) => s.width));
    scale = Math.max(scale, widest / plan.box.width);
  }
  return Math.min(1, scale);
}

function scaleBox(plan: CropPlan, work: Raw, sx: number, sy: number): CropPlan {
  const left = Math.min(work.width - 1, Math.round(plan.box.left * sx));
  const top = Math.min(work.height - 1, Math.round(plan.box.top * sy));
  const width = Math.max(1, Math.min(work.width - left, Math.round(plan.box.width * sx)));
  const height = Math.max(1, Math.min(work.height - top, Math.round(plan.box.height * sy)));
  return { ...plan, box: { left, top, width, height } };
}

async function placeholderOf(source: Raw): Promise<string> {
  const height = Math.max(1, Math.round((PLACEHOLDER_WIDTH * source.height) / source.width));
  const data = await fromRaw(source)
    .resize(PLACEHOLDER_WIDTH, height, { fit: "fill" })
    .blur(0.6)
    .webp({ quality: 40, effort: 4 })
    .toBuffer();
  return `data:image/webp;base64,${data.toString("base64")}`;
}

/**
 * Every variant of the plan (or only `crops`), and the placeholder: decoded once, each crop cut from the
 * shared pixels and encoded as the plan says.
 */
export async function makePhotoVariants(
  input: Buffer,
  opts: { focalX: number; focalY: number; salt: string; poster?: boolean; crops?: readonly MediaCrop[] },
): Promise<MadePhoto> {
  const { width, height } = uprightOf(await sharp(input, readOptions).metadata());
  const plans = variantPlan(width, height, opts.focalX, opts.focalY).filter(
    (plan) => !opts.crops || opts.crops.includes(plan.crop),
  );
  const scale = workingScale(plans);
  const work = await toRaw(
    sharp(input, readOptions)
      .rotate()
      .resize(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)), {
        fit: "fill",
      })
      .toColourspace("srgb"),
  );
  const sx = work.width / width;
  const sy = work.height / height;
  const files: MadeFile[] = [];
  for (const plan of plans) {
    files.push(...(await makeCrop(work, scaleBox(plan, work, sx, sy), opts.salt, opts.poster ?? false)));
  }
  return { width, height, placeholder: await placeholderOf(work), files };
}
