// The media job's work on one large photo: a 24-megapixel JPEG (6000×4000, smooth gradients with sensor-like
// noise so the encoders work as on a real photo) made into every variant of the plan (AVIF, WebP and JPEG
// at each crop's widths, the wide JPEG, the placeholder), as the job does after an upload. Target: < 4 s on
// the 2-core machine; the load average is printed beside it, as other work on the machine slows it.
// Run alone (`node scripts/bench/media.mjs`) or from scripts/bench.mjs.
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { makePhotoVariants } from "#server/modules/media/index.ts";

const WIDTH = 6000;
const HEIGHT = 4000;
const TARGET_MS = 4000;
const RUNS = Number(process.env.BENCH_MEDIA_RUNS ?? 3);

/** Gradients and soft shapes with per-pixel noise, slightly blurred: compresses like a photo, not like a flat fill. */
async function photoLikeJpeg() {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 12345;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed % 41) - 20;
      const ring = Math.sin(Math.hypot(x - 2400, y - 1800) / 90) * 40;
      const i = (y * WIDTH + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, 90 + (x / WIDTH) * 120 + ring + noise));
      pixels[i + 1] = Math.max(0, Math.min(255, 70 + (y / HEIGHT) * 110 - ring / 2 + noise));
      pixels[i + 2] = Math.max(0, Math.min(255, 140 - (x / WIDTH) * 60 + ring / 3 + noise));
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .blur(0.8)
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function benchMedia() {
  console.log(
    `\n== media: a ${(WIDTH * HEIGHT) / 1e6}-megapixel JPEG to every variant (target < ${TARGET_MS} ms)`,
  );
  const input = await photoLikeJpeg();
  console.log(`source ${WIDTH}×${HEIGHT} JPEG, ${(input.length / 1024 / 1024).toFixed(1)} MB`);
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const made = await makePhotoVariants(input, { focalX: 0.4, focalY: 0.45, salt: `bench-${run}` });
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    times.push(ms);
    const bytes = made.files.reduce((sum, f) => sum + f.data.length, 0);
    console.log(
      `run ${run + 1}: ${ms.toFixed(0)} ms (CPU ${((used.user + used.system) / 1000).toFixed(0)} ms over ${cpus().length} cores), ` +
        `${made.files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB, placeholder ${made.placeholder.length} B`,
    );
  }
  const best = Math.min(...times);
  const [one, five] = loadavg();
  console.log(
    `best ${best.toFixed(0)} ms, load average ${one.toFixed(2)} ${five.toFixed(2)} -> ${best < TARGET_MS ? "OK" : "OVER TARGET"}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchMedia();
