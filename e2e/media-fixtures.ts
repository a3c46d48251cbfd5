import sharp from "sharp";
import { type AdminMediaItem, AdminMediaList } from "#shared/schemas/media.ts";
import { bearer, expect, expectToast, giveSession } from "./admin-fixtures.ts";
import { OWN_ADMIN, type OwnShop, startOwnShop } from "./own-shop-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { type APIRequestContext, type Page, test } from "./test.ts";

/** Helpers for the media browser tests: the owner's Media tab on a shop of its own. */

/** A small picture of one colour, made here: enough for every variant the server makes. */
export const photo = (format: "jpeg" | "png", r: number, g: number, b: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
    .toFormat(format)
    .toBuffer();

export interface MediaShop {
  shop(): OwnShop;
  /** The instance the owner's admin runs on. */
  adminBase(): string;
  /** The instance shoppers use: the second when there are two. */
  shopBase(): string;
  token(): string;
}

/**
 * The test file's own shop (its serial tests share it): uploads and places no other browser test sees.
 * With two instances the owner works on one and shoppers on the other.
 */
export function mediaShopForFile(count: number, extraEnv: Record<string, string> = {}): MediaShop {
  let shop: OwnShop | undefined;
  let token = "";
  const started = () => {
    if (!shop) throw new Error("this test file's own shop has not started");
    return shop;
  };
  const baseOf = (index: number) => started().instances[index]?.url ?? "";
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(180_000);
    shop = await startOwnShop(count, extraEnv);
    const api = await playwright.request.newContext({ baseURL: baseOf(0) });
    const login = await api.post("/api/login", { data: OWN_ADMIN });
    expect(login.status(), await login.text()).toBe(200);
    token = ((await login.json()) as { token: string }).token;
    await api.dispose();
  });
  test.afterAll(async () => {
    await shop?.stop();
  });
  return {
    shop: started,
    adminBase: () => baseOf(0),
    shopBase: () => baseOf(count - 1),
    token: () => token,
  };
}

/** The owner's Media tab, signed in on the admin instance, on a desktop or the given screen. */
export async function openMediaTab(page: Page, media: MediaShop, viewport = { width: 1280, height: 900 }) {
  await page.setViewportSize(viewport);
  await skipCookieBanner(page);
  await giveSession(page, media.token(), media.adminBase());
  await page.goto(`${media.adminBase()}/admin`);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await page.getByRole("tab", { name: "Media", exact: true }).click();
  await expect(page.getByRole("tab", { name: "Media", exact: true })).toHaveAttribute(
    "aria-selected",
    "true",
  );
}

/** The library's items with these alt texts (undefined for one not there). */
export async function itemsByAlt(
  request: APIRequestContext,
  media: MediaShop,
  alts: readonly string[],
): Promise<(AdminMediaItem | undefined)[]> {
  const res = await request.get(`${media.adminBase()}/api/admin/media`, { headers: bearer(media.token()) });
  expect(res.status(), await res.text()).toBe(200);
  const items = AdminMediaList.parse(await res.json()).items;
  return alts.map((alt) => items.find((item) => item.alt === alt));
}

/** The alt texts of a place's items in the order the storefront shows them. */
export async function placeOrder(request: APIRequestContext, media: MediaShop, target: string) {
  const res = await request.get(
    `${media.adminBase()}/api/admin/media/attachments?target=${encodeURIComponent(target)}`,
    { headers: bearer(media.token()) },
  );
  expect(res.status(), await res.text()).toBe(200);
  return AdminMediaList.parse(await res.json()).items.map((item) => item.alt);
}

/** The library's card of the item with this alt text. */
export const libraryCard = (page: Page, alt: string) =>
  page
    .getByRole("list", { name: "Media library" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: `Edit ${alt}` }) });

/** Waits until the media job has made the item's variants: the tab asks again until it is ready. */
export async function expectReady(page: Page, alt: string) {
  await expect(libraryCard(page, alt)).toContainText("ready", { timeout: 60_000 });
}

/** A photo to upload: its file's name (".png" or ".jpg") and bytes, and the alt text the owner gives it. */
export interface PhotoFile {
  name: string;
  buffer: Buffer;
  alt: string;
}

const COLOURS = [
  [20, 20, 24],
  [200, 60, 40],
  [40, 90, 200],
] as const;

/** Photos of distinct colours with these alt texts, named photo-1.jpg, photo-2.png, photo-3.jpg, … */
export const photoFiles = (alts: readonly string[]): Promise<PhotoFile[]> =>
  Promise.all(
    alts.map(async (alt, i) => {
      const [r, g, b] = COLOURS[i % COLOURS.length] ?? [0, 0, 0];
      const format = i % 2 === 1 ? "png" : "jpeg";
      const name = `photo-${i + 1}.${format === "png" ? "png" : "jpg"}`;
      return { name, alt, buffer: await photo(format, r, g, b) };
    }),
  );

/** Chooses the files in the upload panel, as the file dialog would. */
export const chooseFiles = (page: Page, files: readonly PhotoFile[]) =>
  page.getByLabel("Choose files").setInputFiles(
    files.map(({ name, buffer }) => ({
      name,
      buffer,
      mimeType: name.endsWith(".png") ? "image/png" : "image/jpeg",
    })),
  );

/** Gives each chosen photo its alt text, sends them, and waits until the media job has made them ready. */
export async function uploadChosen(page: Page, files: readonly PhotoFile[]) {
  for (const { name, alt } of files) {
    await page.getByRole("group", { name }).getByLabel("Alt text (required)").fill(alt);
  }
  await page.getByRole("button", { name: `Upload ${files.length} files` }).click();
  for (const { name } of files) {
    await expect(page.getByRole("group", { name })).toHaveCount(0, { timeout: 30_000 });
  }
  for (const { alt } of files) await expectReady(page, alt);
}

/**
 * Opens a photo's editor and clicks its picture a quarter across and three quarters down: the focal point.
 * Answers the open editor.
 */
export async function clickFocalPoint(page: Page, alt: string) {
  await page
    .getByRole("list", { name: "Media library" })
    .getByRole("button", { name: `Edit ${alt}` })
    .click();
  const editor = page.getByRole("dialog", { name: "Edit photo" });
  const picture = editor.getByTestId("focal-picture");
  await expect(picture.locator("img")).toBeVisible();
  const box = await picture.boundingBox();
  if (!box) throw new Error("the picture has no box");
  await picture.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
  const marker = editor.getByRole("button", { name: /^Focal point:/ });
  await expect(marker).toHaveAccessibleName("Focal point: 25% across, 75% down");
  return { editor, marker };
}

/** Deletes the photo from the library, which says where it is shown first. */
export async function deleteEverywhere(page: Page, alt: string, shownAt: string) {
  await page
    .getByRole("list", { name: "Media library" })
    .getByRole("button", { name: `Edit ${alt}` })
    .click();
  await page.getByRole("dialog", { name: "Edit photo" }).getByRole("button", { name: "Delete" }).click();
  const question = page.getByRole("alertdialog", { name: "Delete this photo?" });
  await expect(question).toContainText(`It is removed everywhere it is shown: ${shownAt}.`);
  await question.getByRole("button", { name: "Delete everywhere" }).click();
  await expectToast(page, "Deleted");
}

/** Chooses the place in the Media tab: a kind, and the row for a kind with a list. */
export async function choosePlace(page: Page, kind: string, row?: { list: string; name: string }) {
  await page.getByRole("combobox", { name: "Kind of place" }).selectOption(kind);
  if (row) await page.getByRole("combobox", { name: row.list }).selectOption({ label: row.name });
}

/** A row of the place's list, named by its alt text. */
export const placeRow = (page: Page, place: string, alt: string) =>
  page.getByRole("region", { name: place }).getByRole("listitem", { name: new RegExp(`^${alt}, position`) });

/**
 * Adds library items to the chosen place one at a time, as the owner picks them. A video slot holds one
 * video: its picker closes by itself once the video is in.
 */
export async function addFromLibrary(page: Page, place: string, alts: readonly string[], slot = false) {
  for (const alt of alts) {
    await page.getByRole("button", { name: "Add from library" }).click();
    const picker = page.getByRole("dialog", { name: `Add to ${place}` });
    await picker.getByRole("button", { name: `Add ${alt}` }).click();
    if (slot) await expect(picker).toBeHidden();
    else {
      await expect(picker.getByRole("button", { name: `Add ${alt}` })).toHaveCount(0);
      await picker.getByRole("button", { name: "Done" }).click();
    }
    await expect(placeRow(page, place, alt)).toBeVisible();
  }
}

/**
 * A real two-second WebM, recorded by the browser from a canvas that changes every frame, so the file
 * plays like a camera's (nothing binary is kept in the repository).
 */
export async function recordedWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 240;
    const pen = canvas.getContext("2d");
    if (!pen) throw new Error("no 2d canvas");
    const type = ["video/webm;codecs=vp9", "video/webm;codecs=vp8"].find((t) =>
      MediaRecorder.isTypeSupported(t),
    );
    const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: type });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start(100);
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const draw = (now: number) => {
        const t = now - started;
        pen.fillStyle = `hsl(${Math.round(t / 10) % 360} 70% 45%)`;
        pen.fillRect(0, 0, 320, 240);
        pen.fillStyle = "#fff";
        pen.fillRect(Math.round(t / 8) % 280, 100, 40, 40);
        if (t < 2000) requestAnimationFrame(draw);
        else resolve();
      };
      requestAnimationFrame(draw);
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, "base64");
}
