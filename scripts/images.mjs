// Draws the shop's imagery as SVG (modules in scripts/images/) and rasterises it with sharp into
// public/images: the named .jpg at its default width plus -480w/-960w variants as .jpg, .webp and
// .avif, the configurator previews' layers (transparent ones as .webp), a manifest.json for <picture>/srcset, the gallery captions, the logos and public/favicon.svg.
// Skips all work when the outputs are newer than these scripts; pass --force to redraw anyway.
//
//   node scripts/images.mjs [--force]
import { mkdir, readdir, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { africaJobs } from "./images/africa.mjs";
import { frameJobs } from "./images/frames.mjs";
import { galleryCaptions, galleryJobs } from "./images/gallery.mjs";
import { heroJobs } from "./images/heroes.mjs";
import { lensJobs } from "./images/lenses.mjs";
import { favicon, lensMakerLogo, shopLogo } from "./images/logo.mjs";
import { nosePadJobs } from "./images/nose-pads.mjs";
import { ogJobs } from "./images/og.mjs";
import { previewJobs } from "./images/preview.mjs";
import { sockJobs } from "./images/socks.mjs";
import { viewJobs } from "./images/views.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
const publicDir = path.join(root, "public");
const outDir = path.join(publicDir, "images");
const manifestFile = path.join(outDir, "manifest.json");
const faviconFile = path.join(publicDir, "favicon.svg");

/** Responsive widths written beside each default-width image. */
const WIDTHS = [480, 960];
// libjpeg-turbo with optimised Huffman tables: a third of mozjpeg's time for ~20% more bytes,
// which keeps the whole run inside the build's time budget.
const JPEG = { quality: 80, progressive: true, optimiseCoding: true };
const WEBP = { quality: 78, effort: 2 };
// AVIF at the lowest effort: higher efforts cost seconds per picture for a few per cent of bytes.
const AVIF = { quality: 50, effort: 0, chromaSubsampling: "4:2:0" };

async function newestInput() {
  const dir = path.join(here, "images");
  const files = (await readdir(dir)).filter((f) => f.endsWith(".mjs")).map((f) => path.join(dir, f));
  const times = await Promise.all(
    [fileURLToPath(import.meta.url), ...files].map(async (f) => (await stat(f)).mtimeMs),
  );
  return Math.max(...times);
}

async function upToDate() {
  if (process.argv.includes("--force")) return false;
  try {
    const [manifest, icon] = await Promise.all([stat(manifestFile), stat(faviconFile)]);
    const inputs = await newestInput();
    return manifest.mtimeMs > inputs && icon.mtimeMs > inputs;
  } catch {
    return false;
  }
}

/** Renders one job's SVG once at the largest width needed, then resizes and encodes every output. */
async function render(job) {
  const base = path.join(outDir, job.out);
  await mkdir(path.dirname(base), { recursive: true });
  const widths = job.variants === false ? [] : WIDTHS;
  const maxW = Math.max(job.w, ...widths);
  const maxH = Math.round((maxW * job.h) / job.w);
  const svg = sharp(Buffer.from(job.svg()), { density: (72 * maxW) / job.w }).resize(maxW, maxH, {
    fit: "fill",
  });
  const url = `/images/${job.out}`;
  if (job.alpha) {
    // A layer stacked over others: transparent around the drawing, so WebP (which keeps alpha).
    const r = await svg.webp({ ...WEBP, alphaQuality: 80 }).toFile(`${base}.webp`);
    return { key: `${url}.webp`, entry: { width: job.w, height: job.h, variants: [] }, bytes: r.size };
  }
  const { data, info } = await svg
    .flatten({ background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const src = (w) => sharp(data, { raw: info }).resize(w, Math.round((w * job.h) / job.w), { fit: "fill" });
  const writes = [src(job.w).jpeg(JPEG).toFile(`${base}.jpg`)];
  for (const w of widths) {
    writes.push(src(w).jpeg(JPEG).toFile(`${base}-${w}w.jpg`));
    writes.push(src(w).webp(WEBP).toFile(`${base}-${w}w.webp`));
    writes.push(src(w).avif(AVIF).toFile(`${base}-${w}w.avif`));
  }
  const results = await Promise.all(writes);
  const entry = {
    width: job.w,
    height: job.h,
    variants: widths.map((w) => ({
      width: w,
      jpg: `${url}-${w}w.jpg`,
      webp: `${url}-${w}w.webp`,
      avif: `${url}-${w}w.avif`,
    })),
  };
  if (job.alt) entry.alt = job.alt;
  return { key: `${url}.jpg`, entry, bytes: results.reduce((s, r) => s + r.size, 0) };
}

/** Runs tasks with a fixed number in flight. */
async function pool(items, size, fn) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

async function main() {
  const started = performance.now();
  if (await upToDate()) {
    console.log("images: up to date (public/images is newer than scripts/images*); --force to redraw");
    return;
  }
  sharp.cache(false);
  await mkdir(outDir, { recursive: true });
  const jobs = [
    ...frameJobs(),
    ...lensJobs(),
    ...sockJobs(),
    ...nosePadJobs(),
    ...africaJobs(),
    ...heroJobs(),
    ...galleryJobs(),
    ...ogJobs(),
    ...previewJobs(),
    ...viewJobs(),
  ];
  const done = await pool(jobs, Math.max(2, availableParallelism()), render);

  const vectors = [
    [path.join(outDir, "logo.svg"), shopLogo()],
    [path.join(outDir, "lens-maker-logo.svg"), lensMakerLogo()],
    [faviconFile, favicon()],
  ];
  await Promise.all(vectors.map(([file, svg]) => writeFile(file, svg)));
  // Email clients show no SVG: the emails' logo is this PNG, drawn at twice the size it is shown.
  await sharp(Buffer.from(shopLogo())).resize({ width: 354 }).png().toFile(path.join(outDir, "logo.png"));
  await mkdir(path.join(outDir, "gallery"), { recursive: true });
  await writeFile(
    path.join(outDir, "gallery", "captions.json"),
    `${JSON.stringify(galleryCaptions(), null, 2)}\n`,
  );

  const images = Object.fromEntries(done.map((d) => [d.key, d.entry]));
  const manifest = { widths: WIDTHS, formats: ["jpg", "webp", "avif"], images };
  // Written last: its mtime is the stamp that lets the next build skip this work.
  await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);

  const bytes = done.reduce((s, d) => s + d.bytes, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`images: ${jobs.length} pictures, ${(bytes / 1048576).toFixed(1)} MB raster in ${seconds}s`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
