import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { buffer } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import type { AppContext } from "#server/context.ts";
import { now } from "#server/lib/clock.ts";
import { isFocalCrop } from "#shared/media/variant-plan.ts";
import type { MediaCrop, MediaVariant } from "#shared/schemas/media.ts";
import { firstFrame } from "./ffmpeg.ts";
import { incomingPath, sweepIncoming } from "./incoming.ts";
import { nameOfPath, publish, unpublish } from "./public-files.ts";
import { claimMedia, findMedia, finishMedia, type MediaRow, nextMediaWork, type Processed } from "./repo.ts";
import { makePhotoVariants, publicName } from "./variants.ts";

/** A claim older than this is taken over: its runner died (a 24-megapixel photo takes seconds). */
export const MEDIA_CLAIM_STALE_MS = 10 * 60_000;
/** Items one run works through before giving the interval back. */
const ITEMS_PER_RUN = 20;
const FOCAL_CROPS: readonly MediaCrop[] = ["square", "landscape", "wide"];

async function originalBytes(ctx: AppContext, key: string): Promise<Buffer> {
  const file = await ctx.storage.plain.get(key);
  if (!file) throw new Error("the original is missing from storage");
  return buffer(file.stream);
}

/** The video copied out of the private store to a local file, for the public copy and ffmpeg. */
async function localVideo(ctx: AppContext, row: MediaRow): Promise<string> {
  const file = await ctx.storage.plain.get(row.originalKey);
  if (!file) throw new Error("the original is missing from storage");
  const path = await incomingPath(ctx.config.dataDir, `job-${row.id}`);
  await pipeline(file.stream, createWriteStream(path, { mode: 0o600 }));
  return path;
}

/** The picture a video is shown by before it plays: the uploaded poster, else its first frame (ffmpeg). */
async function posterSource(ctx: AppContext, row: MediaRow, videoPath: () => Promise<string>) {
  if (row.posterKey) return originalBytes(ctx, row.posterKey);
  return firstFrame(await videoPath());
}

interface Outcome {
  result: Processed;
  /** Public names this run wrote. */
  written: string[];
}

async function processNew(ctx: AppContext, row: MediaRow): Promise<Outcome> {
  const focal = { focalX: row.focalX, focalY: row.focalY, salt: String(row.id) };
  const crops = { cropsFocalX: row.focalX, cropsFocalY: row.focalY };
  if (row.kind === "photo") {
    const made = await makePhotoVariants(await originalBytes(ctx, row.originalKey), focal);
    const variants = await publish(ctx, made.files);
    return {
      result: {
        status: "ready",
        width: made.width,
        height: made.height,
        placeholder: made.placeholder,
        variants,
        ...crops,
      },
      written: made.files.map((f) => f.name),
    };
  }
  let path: string | undefined;
  const videoPath = async () => {
    path ??= await localVideo(ctx, row);
    return path;
  };
  try {
    const extension = row.originalMime === "video/webm" ? "webm" : "mp4";
    const width = row.width ?? 1;
    const name = publicName(String(row.id), row.contentHash, width, extension);
    await ctx.mediaStore.putFile(name, await videoPath());
    const video: MediaVariant = {
      crop: "original",
      format: extension,
      width,
      height: row.height ?? 1,
      path: ctx.mediaStore.urlOf(name),
    };
    const source = await posterSource(ctx, row, videoPath);
    const poster = source ? await makePhotoVariants(source, { ...focal, poster: true }) : undefined;
    const variants = [...(poster ? await publish(ctx, poster.files) : []), video];
    return {
      result: { status: "ready", placeholder: poster?.placeholder ?? null, variants, ...crops },
      written: [name, ...(poster?.files.map((f) => f.name) ?? [])],
    };
  } finally {
    if (path) await rm(path, { force: true });
  }
}

/** New square, landscape and wide crops for the item's focal point; the rest of its variants stay. */
async function recrop(ctx: AppContext, row: MediaRow): Promise<Outcome> {
  const crops = { cropsFocalX: row.focalX, cropsFocalY: row.focalY };
  let path: string | undefined;
  try {
    const source =
      row.kind === "photo"
        ? await originalBytes(ctx, row.originalKey)
        : await posterSource(ctx, row, async () => {
            path ??= await localVideo(ctx, row);
            return path;
          });
    if (!source) return { result: { status: "ready", ...crops }, written: [] };
    const made = await makePhotoVariants(source, {
      focalX: row.focalX,
      focalY: row.focalY,
      salt: String(row.id),
      poster: row.kind === "video",
      crops: FOCAL_CROPS,
    });
    const kept = row.variants.filter(
      (v) => !isFocalCrop(v.crop) || v.format === "mp4" || v.format === "webm",
    );
    const live = new Set(row.variants.map((v) => nameOfPath(v.path)));
    const variants = [...kept, ...(await publish(ctx, made.files, live))];
    return { result: { status: "ready", variants, ...crops }, written: made.files.map((f) => f.name) };
  } finally {
    if (path) await rm(path, { force: true });
  }
}

/** What the owner reads when an upload could not be processed. */
const FAILURE = "The file could not be processed: it may be damaged. Delete it and upload it again.";

async function processClaimed(
  ctx: AppContext,
  row: MediaRow,
  claim: Date,
  onError: (error: unknown) => void,
) {
  let outcome: Outcome;
  try {
    outcome = row.status === "processing" ? await processNew(ctx, row) : await recrop(ctx, row);
  } catch (error) {
    onError(error);
    // A re-crop that failed keeps its live variants and is tried again once its claim is stale.
    if (row.status === "processing")
      await finishMedia(ctx.db, row.id, claim, { status: "failed", failure: FAILURE });
    return;
  }
  const written = await finishMedia(ctx.db, row.id, claim, outcome.result);
  const live = new Set(
    ((written ? outcome.result.variants : (await findMedia(ctx.db, row.id))?.variants) ?? []).map((v) =>
      nameOfPath(v.path),
    ),
  );
  if (!written) {
    // Deleted meanwhile, or the claim was taken over: only what no row names goes.
    await unpublish(
      ctx,
      outcome.written.filter((name) => !live.has(name)),
    );
    return;
  }
  if (outcome.result.variants) {
    await unpublish(
      ctx,
      row.variants.map((v) => nameOfPath(v.path)).filter((name) => !live.has(name)),
    );
  }
  await ctx.catalogue.invalidate();
}

/**
 * The media job: takes each item waiting to be processed (or re-cropped) by a conditional update of its
 * claim, so several instances never work on one item at once, and a claim left by a dead run is taken over.
 */
export async function processMedia(
  ctx: AppContext,
  onError: (error: unknown) => void = () => {},
): Promise<number> {
  await sweepIncoming(ctx.config.dataDir, now());
  let done = 0;
  // Each turn claims one item or loses it to another instance, which then holds it: a bounded loop.
  for (let turn = 0; turn < ITEMS_PER_RUN; turn++) {
    const at = now();
    const row = await nextMediaWork(ctx.db, new Date(at.getTime() - MEDIA_CLAIM_STALE_MS));
    if (!row) break;
    if (!(await claimMedia(ctx.db, row, at))) continue;
    await processClaimed(ctx, row, at, onError);
    done++;
  }
  return done;
}
