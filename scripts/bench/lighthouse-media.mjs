// Lighthouse on the pages the owner's photos change: uploads a few megapixels of photo-like test pictures
// through the admin API, attaches them to the home page's frame colours and to the socks, waits until the
// media job has made them ready, then measures `/` and `/sports-socks` against the same budgets.

import { benchLighthouse } from "./lighthouse.mjs";

const ADMIN = { username: "bench-admin", password: "bench-admin-password" };
const PAGES = ["/", "/sports-socks"];
const PHOTO = { width: 2400, height: 1800 };
const SOCK_PHOTOS = 3;
const READY_TIMEOUT_MS = 5 * 60_000;

/**
 * A photo-like JPEG: smooth light across the frame, a few soft blobs of colour and per-pixel grain, so the
 * encoders work as hard as on a real photo (flat colour would compress to nothing).
 */
async function testPhoto(sharp, seed) {
  const { width, height } = PHOTO;
  const pixels = Buffer.alloc(width * height * 3);
  let state = (seed * 2654435761) >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const blobs = Array.from({ length: 6 }, () => ({
    x: random() * width,
    y: random() * height,
    r: (0.1 + random() * 0.3) * width,
    rgb: [random() * 255, random() * 255, random() * 255],
  }));
  const rgb = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const light = 200 * (0.45 + 0.4 * (x / width) * (1 - y / height));
      rgb[0] = light;
      rgb[1] = light;
      rgb[2] = light;
      for (const blob of blobs) {
        const d = Math.hypot(x - blob.x, y - blob.y) / blob.r;
        if (d >= 1) continue;
        for (let c = 0; c < 3; c++) rgb[c] = rgb[c] * d + blob.rgb[c] * (1 - d);
      }
      const at = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) pixels[at + c] = Math.max(0, Math.min(255, rgb[c] + (random() - 0.5) * 40));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function signIn(base) {
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in ${res.status}: ${await res.text()}`);
  const { token } = await res.json();
  if (!token) throw new Error("sign-in answered no token");
  return { authorization: `Bearer ${token}` };
}

async function json(res, what) {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function upload(base, auth, bytes, alt) {
  const form = new FormData();
  form.append("alt", alt);
  form.append("file", new Blob([bytes], { type: "image/jpeg" }), "bench-photo.jpg");
  const item = await json(
    await fetch(`${base}/api/admin/media`, { method: "POST", headers: auth, body: form }),
    "upload",
  );
  return item.id;
}

async function attach(base, auth, target, mediaId) {
  await json(
    await fetch(`${base}/api/admin/media/attachments`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ target, mediaId }),
    }),
    `attach ${target}`,
  );
}

async function waitReady(base, auth, id) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const item = await json(await fetch(`${base}/api/admin/media/${id}`, { headers: auth }), `media ${id}`);
    if (item.status === "ready") return;
    if (item.status === "failed") throw new Error(`media ${id} failed: ${item.failure}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`media ${id} not ready after ${READY_TIMEOUT_MS / 1000} s`);
}

/** Uploads and attaches the photos, then waits until the storefront's map lists every place. */
async function uploadPhotos(server) {
  const { default: sharp } = await import("sharp");
  const { base } = server;
  const auth = await signIn(base);
  const colours = await json(await fetch(`${base}/api/colors`), "colours");
  const products = await json(await fetch(`${base}/api/products`), "products");
  const socks = products.find((p) => p.productType === "socks");
  if (!socks) throw new Error("no socks product in the catalogue");
  const places = [
    ...colours.map((c, i) => ({ target: `frame-colour:${c.id}`, alt: `Primary+ in ${c.name}`, seed: i + 1 })),
    ...Array.from({ length: SOCK_PHOTOS }, (_, i) => ({
      target: `product:${socks.id}`,
      alt: `Sports socks, photo ${i + 1}`,
      seed: 100 + i,
    })),
  ];
  const started = performance.now();
  const ids = [];
  for (const place of places) {
    const id = await upload(base, auth, await testPhoto(sharp, place.seed), place.alt);
    await attach(base, auth, place.target, id);
    ids.push(id);
  }
  for (const id of ids) await waitReady(base, auth, id);
  const targets = new Set(places.map((p) => p.target));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const media = await json(await fetch(`${base}/api/media`), "media map");
    if ([...targets].every((t) => media.images?.[t]?.length > 0)) break;
    if (Date.now() > deadline) throw new Error("the storefront's media map never listed every place");
    await new Promise((r) => setTimeout(r, 250));
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`  ${ids.length} photos of ${PHOTO.width}×${PHOTO.height} uploaded and ready in ${seconds} s`);
}

export function benchLighthouseMedia() {
  return benchLighthouse({
    port: Number(process.env.LIGHTHOUSE_PORT ?? 3223),
    pages: PAGES,
    env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
    prepare: uploadPhotos,
  });
}
