import { spawn } from "node:child_process";
import { constants } from "node:fs";
import { access } from "node:fs/promises";
import { delimiter, join } from "node:path";

const FRAME_TIMEOUT_MS = 30_000;

/** The ffmpeg binary on PATH, if there is one: posters from a video's first frame are optional. */
export async function ffmpegPath(): Promise<string | null> {
  for (const dir of (process.env.PATH ?? "").split(delimiter).filter(Boolean)) {
    const candidate = join(dir, "ffmpeg");
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  return null;
}

/** The video's first frame as a PNG, or null without ffmpeg or when it cannot make one. */
export async function firstFrame(videoPath: string): Promise<Buffer | null> {
  const ffmpeg = await ffmpegPath();
  if (!ffmpeg) return null;
  return new Promise((resolve) => {
    const child = spawn(
      ffmpeg,
      ["-v", "error", "-i", videoPath, "-frames:v", "1", "-f", "image2pipe", "-vcodec", "png", "-"],
      { stdio: ["ignore", "pipe", "ignore"], timeout: FRAME_TIMEOUT_MS },
    );
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", () => resolve(null));
    child.on("close", (code) => resolve(code === 0 && chunks.length > 0 ? Buffer.concat(chunks) : null));
  });
}
