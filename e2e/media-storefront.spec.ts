import { PublicMedia } from "#shared/schemas/media.ts";
import { expectToast } from "./admin-fixtures.ts";
import {
  addSunglassesFromHome,
  CARDS,
  expectConfirmation,
  fillCard,
  fillShipping,
  openCheckout,
  outboxFor,
  unfolded,
  uniqueEmail,
} from "./checkout-fixtures.ts";
import {
  addFromLibrary,
  chooseFiles,
  choosePlace,
  clickFocalPoint,
  deleteEverywhere,
  expectReady,
  itemsByAlt,
  mediaShopForFile,
  openMediaTab,
  photo,
  photoFiles,
  placeOrder,
  placeRow,
  recordedWebm,
  uploadChosen,
} from "./media-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { type Browser, expect, type Locator, type Page, test } from "./test.ts";

/**
 * The owner's photos and video from the Media tab to the storefront, the basket, the confirmation page and
 * the confirmation email. Two instances of one shop: the owner works on the first, shoppers use the
 * second, and neither is restarted.
 */
test.describe.configure({ mode: "serial" });

const PUBLIC_URL = "http://shop.example";
const media = mediaShopForFile(2, { PUBLIC_URL });

const DESKTOP = { width: 1280, height: 900 };
const COLOUR = { id: 1, name: "Ronhill Black" } as const;
const TARGET = `frame-colour:${COLOUR.id}`;
const PLACE = `Frame colour: ${COLOUR.name}`;
const FRONT = "Ronhill Black from the front, on a rock";
const SIDE = "Ronhill Black from the side";
const BACK = "Ronhill Black folded on a running vest";
const VIDEO = "Prescription Pro sunglasses on a mountain road";

/** A shopper's page on the shoppers' instance. */
async function shopperPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: media.shopBase(), viewport: DESKTOP });
  const page = await context.newPage();
  await skipCookieBanner(page);
  return page;
}

/** The public map as the shoppers' instance serves it now. */
async function publicMedia(page: Page) {
  const res = await page.request.get("/api/media");
  expect(res.status()).toBe(200);
  return PublicMedia.parse(await res.json());
}

/** The colour's photos in the storefront's order, by id. */
const colourPhotos = async (page: Page) => (await publicMedia(page)).images[TARGET] ?? [];

/** The file the browser chose for a picture's <img>, once it has loaded. */
async function loadedSource(picture: Locator): Promise<string> {
  await picture.scrollIntoViewIfNeeded();
  const img = picture.locator("img");
  await expect
    .poll(() =>
      img.evaluate((el: HTMLImageElement) => (el.complete && el.naturalWidth > 0 ? el.currentSrc : "")),
    )
    .not.toBe("");
  return img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname);
}

/** The AVIF files of a photo's 4:3 crop. */
async function landscapeAvifs(page: Page, id: number): Promise<string[]> {
  const image = (await colourPhotos(page)).find((i) => i.id === id);
  const srcset = image?.crops.landscape?.srcset.avif ?? "";
  return srcset.split(",").map((entry) => entry.trim().split(/\s+/)[0] ?? "");
}

let ids: { front: number; side: number; back: number };

test("the owner uploads three photos for a frame colour, gives them alt text and a focal point, and orders them", async ({
  page,
  browser,
  request,
}) => {
  // Three photos through the media job.
  test.setTimeout(60_000);
  // A shopper already on the home page: the drawings, before anything is uploaded.
  const shopper = await shopperPage(browser);
  await shopper.goto("/");
  await expect(shopper.getByTestId("configurator-preview").locator("img[data-layer]")).toHaveCount(3);

  await openMediaTab(page, media);
  const files = await photoFiles([FRONT, SIDE, BACK]);
  await chooseFiles(page, files);
  await uploadChosen(page, files);

  // The focal point of the front photo: a click on the picture where the frame is.
  const { editor } = await clickFocalPoint(page, FRONT);
  await editor.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Saved");

  await choosePlace(page, "frame-colour", { list: "Frame colour", name: COLOUR.name });
  await addFromLibrary(page, PLACE, [FRONT, SIDE, BACK]);
  await expect.poll(() => placeOrder(request, media, TARGET)).toEqual([FRONT, SIDE, BACK]);
  // By keyboard: the back photo up twice, to the front.
  await placeRow(page, PLACE, BACK).focus();
  await page.keyboard.press("Alt+ArrowUp");
  await expect.poll(() => placeOrder(request, media, TARGET)).toEqual([FRONT, BACK, SIDE]);
  await expect(page.getByRole("button", { name: `Move ${BACK} up` })).toBeEnabled();
  await page.keyboard.press("Alt+ArrowUp");
  await expect.poll(() => placeOrder(request, media, TARGET)).toEqual([BACK, FRONT, SIDE]);

  const [front, side, back] = await itemsByAlt(request, media, [FRONT, SIDE, BACK]);
  if (!front || !side || !back) throw new Error("an upload is missing from the library");
  expect(front).toMatchObject({ focalX: 0.25, focalY: 0.75 });
  ids = { front: front.id, side: side.id, back: back.id };
  await shopper.context().close();
});

test("the home page and its configurator show the first photo at once, with its alt text, as AVIF", async ({
  browser,
}) => {
  const shopper = await shopperPage(browser);
  await expect
    .poll(async () => (await colourPhotos(shopper)).map((i) => i.id))
    .toEqual([ids.back, ids.front, ids.side]);
  await shopper.goto("/");
  const preview = shopper.getByRole("img", { name: BACK });
  await expect(preview).toHaveAttribute("data-testid", "configurator-preview");
  const shown = preview.locator("picture");
  await expect(shown).toHaveAttribute("data-media-id", String(ids.back));
  const avifs = await landscapeAvifs(shopper, ids.back);
  expect(avifs.length).toBeGreaterThan(0);
  const file = await loadedSource(shown);
  expect(file).toMatch(/\.avif$/);
  expect(avifs).toContain(file);

  // The colour's tile in the chooser is the same photo.
  const tile = shopper.locator("label").filter({ has: shopper.getByRole("radio", { name: COLOUR.name }) });
  await expect(tile.locator("picture")).toHaveAttribute("data-media-id", String(ids.back));
  expect(await loadedSource(tile.locator("picture"))).toMatch(/\.avif$/);
  await shopper.context().close();
});

test("the basket, the confirmation page and the confirmation email show the first photo", async ({
  browser,
}) => {
  const shopper = await shopperPage(browser);
  await addSunglassesFromHome(shopper);
  const drawer = shopper.getByRole("dialog", { name: "Your Basket" });
  await expect(drawer.getByTestId("line-thumbnail").locator("picture")).toHaveAttribute(
    "data-media-id",
    String(ids.back),
  );

  const email = uniqueEmail("media");
  await openCheckout(shopper);
  await fillShipping(shopper, email);
  await fillCard(shopper, CARDS.success);
  await shopper.getByRole("button", { name: "Complete Order - £75.00" }).click();
  await expectConfirmation(shopper, "£75.00");
  const line = shopper.getByTestId("order-items").getByTestId("line-thumbnail");
  await expect(line.locator("picture")).toHaveAttribute("data-media-id", String(ids.back));
  expect(await loadedSource(line.locator("picture"))).toMatch(/\.avif$/);

  // The email's picture: the smallest JPEG of the photo's 4:3 crop, at the shop's public address.
  const back = (await colourPhotos(shopper)).find((i) => i.id === ids.back);
  const smallest = back?.crops.landscape?.srcset.jpeg?.split(",")[0]?.trim().split(/\s+/)[0];
  expect(smallest).toMatch(/^\/media\/[0-9a-f]{32}-\d+\.jpg$/);
  const confirmation = () =>
    outboxFor(email, media.shop().dataDir)
      .map(unfolded)
      .find((m) => /^Subject: Order confirmation /m.test(m));
  await expect.poll(confirmation, { timeout: 15_000 }).toBeTruthy();
  expect(confirmation()).toContain(`src="${PUBLIC_URL}${smallest}"`);
  await shopper.context().close();
});

test("a photo deleted in the admin is gone from the storefront and its files answer 404", async ({
  page,
  browser,
}) => {
  const shopper = await shopperPage(browser);
  const files = await landscapeAvifs(shopper, ids.back);

  await openMediaTab(page, media);
  await deleteEverywhere(page, BACK, PLACE);

  await expect
    .poll(async () => (await colourPhotos(shopper)).map((i) => i.id))
    .toEqual([ids.front, ids.side]);
  await shopper.goto("/");
  await expect(shopper.getByRole("img", { name: FRONT }).locator("picture")).toHaveAttribute(
    "data-media-id",
    String(ids.front),
  );
  await expect(shopper.locator(`picture[data-media-id="${ids.back}"]`)).toHaveCount(0);
  await expect(shopper.getByRole("img", { name: BACK })).toHaveCount(0);
  for (const file of files) expect((await shopper.request.get(file)).status(), file).toBe(404);
  await shopper.context().close();
});

test("a video uploaded for the Prescription Pro slot plays on its page, with its poster", async ({
  page,
  browser,
}) => {
  // Two seconds of recording, then the upload and the media job.
  test.setTimeout(45_000);
  await openMediaTab(page, media);
  const video = await recordedWebm(page);
  await page
    .getByLabel("Choose files")
    .setInputFiles([{ name: "mountain-road.webm", mimeType: "video/webm", buffer: video }]);
  const draft = page.getByRole("group", { name: "mountain-road.webm" });
  await draft.getByLabel("Alt text (optional)").fill(VIDEO);
  await draft.getByLabel("Poster image (optional)").setInputFiles({
    name: "poster.jpg",
    mimeType: "image/jpeg",
    buffer: await photo("jpeg", 230, 120, 30),
  });
  await page.getByRole("button", { name: "Upload 1 file" }).click();
  await expect(draft).toHaveCount(0, { timeout: 30_000 });
  await expectReady(page, VIDEO);
  await choosePlace(page, "video:prescriptionPro");
  await addFromLibrary(page, "Prescription Pro video", [VIDEO], true);

  const shopper = await shopperPage(browser);
  await expect
    .poll(async () => (await publicMedia(shopper)).videos["video:prescriptionPro"]?.alt)
    .toBe(VIDEO);
  const poster = (await publicMedia(shopper)).videos["video:prescriptionPro"]?.poster?.crops.landscape?.src;
  expect(poster).toMatch(/^\/media\/[0-9a-f]{32}-\d+\.jpg$/);
  await shopper.goto("/prescription-pro");
  const player = shopper.getByLabel(VIDEO);
  await expect(player).toHaveJSProperty("tagName", "VIDEO");
  await expect(player).toHaveAttribute("poster", poster as string);
  await expect(player.locator("source").first()).toHaveAttribute("type", "video/webm");
  const posterFile = await shopper.request.get(poster as string);
  expect(posterFile.status()).toBe(200);
  expect(posterFile.headers()["content-type"]).toBe("image/jpeg");

  // The shopper clicks the picture to play it.
  await player.click();
  await expect.poll(() => player.evaluate((el: HTMLVideoElement) => el.readyState)).toBeGreaterThanOrEqual(2);
  await expect.poll(() => player.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(0.3);
  await expect(shopper.getByTestId("video-fallback")).toHaveCount(0);
  await shopper.context().close();
});
