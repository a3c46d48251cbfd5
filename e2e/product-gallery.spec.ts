import AxeBuilder from "@axe-core/playwright";
import { lensTintSlug, previewLayers, slugify } from "#shared/image-paths.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { expect, type Locator, type Page, test } from "./test.ts";

/** The first visit loads the page's own chunk and its data: on a busy runner that can take a while. */
const FIRST_LOAD = { timeout: 20_000 };

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

/** The main picture's <img> (the one that is not a thumbnail). */
const mainImage = (gallery: Locator) => gallery.locator("picture img").first();

/** axe finds nothing at all to report inside the element. */
async function expectNoViolationsIn(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

test.describe("product gallery", () => {
  test.describe.configure({ timeout: 60_000 });

  test("thumbnails switch views by click and by arrow keys; the picture offers AVIF, WebP and JPEG", async ({
    page,
  }) => {
    await page.goto("/nose-pads");
    const gallery = page.getByTestId("product-gallery");
    await expect(gallery).toBeVisible(FIRST_LOAD);
    const views = gallery.getByRole("group", { name: "Views" });
    const thumb = (name: string) => views.getByRole("button", { name, exact: true });

    await expect(thumb("The pack")).toHaveAttribute("aria-pressed", "true");
    await expect(mainImage(gallery)).toHaveAttribute("src", "/images/nose-pads.jpg");

    await thumb("Close-up").click();
    await expect(thumb("Close-up")).toHaveAttribute("aria-pressed", "true");
    await expect(thumb("The pack")).toHaveAttribute("aria-pressed", "false");
    await expect(mainImage(gallery)).toHaveAttribute("src", "/images/views/nose-pads-detail.jpg");

    await page.keyboard.press("ArrowRight");
    await expect(thumb("Fitted to a frame")).toBeFocused();
    await expect(thumb("Fitted to a frame")).toHaveAttribute("aria-pressed", "true");
    await expect(mainImage(gallery)).toHaveAttribute("src", "/images/views/nose-pads-fitted.jpg");
    // Wraps round from the last view to the first, and back.
    await page.keyboard.press("ArrowRight");
    await expect(thumb("The pack")).toBeFocused();
    await expect(mainImage(gallery)).toHaveAttribute("src", "/images/nose-pads.jpg");
    await page.keyboard.press("ArrowLeft");
    await expect(mainImage(gallery)).toHaveAttribute("src", "/images/views/nose-pads-fitted.jpg");
    // Only the chosen thumbnail is in the tab order.
    await expect(views.locator('button[tabindex="0"]')).toHaveCount(1);

    const picture = gallery.locator("picture").first();
    const sources = picture.locator("source");
    await expect(sources.nth(0)).toHaveAttribute("type", "image/avif");
    await expect(sources.nth(0)).toHaveAttribute(
      "srcset",
      /nose-pads-fitted-480w\.avif 480w.*-960w\.avif 960w/,
    );
    await expect(sources.nth(1)).toHaveAttribute("type", "image/webp");
    await expect(sources.nth(1)).toHaveAttribute("srcset", /nose-pads-fitted-480w\.webp 480w/);
    await expect(sources.nth(0)).toHaveAttribute("sizes", /.+/);
    await expect(mainImage(gallery)).toHaveAttribute("srcset", /-480w\.jpg 480w/);
    await expect(mainImage(gallery)).toHaveAttribute("width", "800");
    await expect(mainImage(gallery)).toHaveAttribute("height", "600");
    // The browser could decode one of them, and the files exist.
    await expect
      .poll(() => mainImage(gallery).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    for (const file of ["nose-pads-fitted-480w.avif", "nose-pads-fitted-960w.webp"]) {
      const response = await page.request.get(`/images/views/${file}`);
      expect(response.status(), file).toBe(200);
    }
  });

  test("zoom opens, zooms and closes by keyboard with focus back on its button; axe finds nothing", async ({
    page,
  }) => {
    await page.goto("/spare-lenses");
    const gallery = page.getByTestId("product-gallery");
    await expect(gallery).toBeVisible(FIRST_LOAD);
    await expectNoViolationsIn(page, '[data-testid="product-gallery"]');

    const zoomButton = gallery.getByRole("button", { name: /^Zoom/ });
    await zoomButton.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(/: The lens$/);
    const zoom = page.getByTestId("image-zoom");
    await expect(zoom).toHaveAttribute("data-zoom", "1");
    await page.keyboard.press("+");
    await expect(zoom).toHaveAttribute("data-zoom", "1.5");
    await page.keyboard.press("+");
    await expect(zoom).toHaveAttribute("data-zoom", "2");
    await expect(dialog.getByText("200%")).toBeVisible();
    // At the largest step the keys still work: the focus stays in the dialog.
    await page.keyboard.press("+");
    await page.keyboard.press("+");
    await expect(zoom).toHaveAttribute("data-zoom", "3");
    await expect(dialog.getByRole("button", { name: "Zoom in" })).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("-");
    await page.keyboard.press("-");
    await expect(zoom).toHaveAttribute("data-zoom", "1.5");
    await expectNoViolationsIn(page, '[data-testid="image-zoom"]');
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(zoomButton).toBeFocused();

    // And by pointer: a click on the picture opens it, the buttons zoom, the close button closes it.
    await mainImage(gallery).click();
    await expect(dialog).toBeVisible();
    await expect(zoom).toHaveAttribute("data-zoom", "1");
    await dialog.getByRole("button", { name: "Zoom in" }).click();
    await expect(zoom).toHaveAttribute("data-zoom", "1.5");
    await dialog.getByRole("button", { name: "Close zoomed image" }).click();
    await expect(dialog).toBeHidden();
  });

  test("the socks carousel zooms by keyboard too, and stops turning while zoomed", async ({ page }) => {
    await page.goto("/sports-socks");
    const carousel = page.getByTestId("sock-carousel");
    await expect(carousel).toBeVisible(FIRST_LOAD);
    const zoomButton = carousel.getByRole("button", { name: "Zoom" });
    await zoomButton.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: /^Sports socks: image \d of 6$/ });
    await expect(dialog).toBeVisible();
    await expect(carousel).toHaveAttribute("data-rotating", "false");
    await page.keyboard.press("+");
    await expect(page.getByTestId("image-zoom")).toHaveAttribute("data-zoom", "1.5");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(zoomButton).toBeFocused();
  });

  test("the gallery reserves its box: switching views does not move what follows", async ({ page }) => {
    await page.goto("/prescription-pro");
    const gallery = page.getByTestId("product-gallery");
    await expect(gallery).toBeVisible(FIRST_LOAD);
    const below = page.getByRole("radio", { name: "Single Vision" });
    // From the top of the document: clicking a thumbnail may scroll the page.
    const top = () => below.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await expect(below).toBeVisible();
    const before = await top();
    // The first view is 3:2, the others 4:3: the box keeps the first view's shape.
    await gallery.getByRole("button", { name: "Side view", exact: true }).click();
    await expect(mainImage(gallery)).toHaveAttribute("src", "/images/views/rx-side.jpg");
    expect(await top()).toBe(before);
  });
});

test.describe("configurator preview: the frame colour and the lens together", () => {
  test.describe.configure({ timeout: 60_000 });

  const layers = (preview: Locator) => ({
    frame: preview.locator('img[data-layer="frame"]'),
    lens: preview.locator('img[data-layer="lens"]'),
    front: preview.locator('img[data-layer="front"]'),
  });

  async function expectLoaded(preview: Locator) {
    for (const img of Object.values(layers(preview))) {
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    }
  }

  test("home: choosing a colour and a lens updates the one preview", async ({ page }) => {
    await page.goto("/");
    const preview = page.getByTestId("configurator-preview");
    await expect(preview).toBeVisible(FIRST_LOAD);
    const { frame, lens, front } = layers(preview);

    await page.getByRole("radio", { name: "Celeste" }).check();
    await expect(preview).toHaveAttribute("data-frame-colour", "celeste");
    await expect(frame).toHaveAttribute("src", "/images/preview/primary/frame-celeste.jpg");
    await expect(front).toHaveAttribute("src", "/images/preview/primary/front-celeste.webp");
    const lensBefore = await lens.getAttribute("src");

    await page.getByRole("radio", { name: /Blue Mirror/ }).check();
    await expect(preview).toHaveAttribute("data-lens", "blue-mirror");
    await expect(lens).toHaveAttribute("src", "/images/preview/primary/lens-blue-mirror.webp");
    expect(lensBefore).not.toBe("/images/preview/primary/lens-blue-mirror.webp");
    // The colour stays while the lens changes, and the other way round.
    await expect(frame).toHaveAttribute("src", "/images/preview/primary/frame-celeste.jpg");
    await page.getByRole("radio", { name: "Kerry Green" }).check();
    await expect(frame).toHaveAttribute("src", "/images/preview/primary/frame-kerry-green.jpg");
    await expect(lens).toHaveAttribute("src", "/images/preview/primary/lens-blue-mirror.webp");
    await expect(preview).toHaveAccessibleName(/Kerry Green with .*Blue Mirror lenses/);
    await preview.scrollIntoViewIfNeeded();
    await expectLoaded(preview);
  });

  test("/prescription-pro: the preview follows the frame colour and the lens technology", async ({
    page,
  }) => {
    await page.goto("/prescription-pro");
    await page
      .getByRole("radiogroup", { name: "Frame colour" })
      .getByRole("radio", { name: "Celeste" })
      .click(FIRST_LOAD);
    const preview = page.getByTestId("configurator-preview");
    const { frame, lens } = layers(preview);
    await expect(frame).toHaveAttribute("src", "/images/preview/primary/frame-celeste.jpg");
    await expect(lens).toHaveAttribute("src", "/images/preview/primary/lens-rx-clear.webp");

    await page.getByRole("radio", { name: "Drivewear" }).click();
    await expect(lens).toHaveAttribute("src", "/images/preview/primary/lens-rx-drivewear.webp");
    await expect(frame).toHaveAttribute("src", "/images/preview/primary/frame-celeste.jpg");
    await page.getByRole("radiogroup", { name: "Frame colour" }).getByRole("radio", { name: "Red" }).click();
    await expect(frame).toHaveAttribute("src", "/images/preview/primary/frame-red.jpg");
    await expect(lens).toHaveAttribute("src", "/images/preview/primary/lens-rx-drivewear.webp");
    await expectLoaded(preview);
  });

  test("/africa-r3d: the preview follows the frame, its colour and the lens", async ({ page }) => {
    await page.goto("/africa-r3d");
    await page
      .getByRole("radiogroup", { name: "1. Choose your frame" })
      .getByRole("radio", { name: "Eclipse" })
      .click(FIRST_LOAD);
    const preview = page.getByTestId("configurator-preview");
    const { frame, lens } = layers(preview);
    await page.getByRole("radiogroup", { name: "Frame colour" }).getByRole("radio", { name: "Teal" }).click();
    await expect(frame).toHaveAttribute("src", "/images/preview/eclipse/frame-teal.jpg");
    await expect(lens).toHaveAttribute("src", "/images/preview/eclipse/lens-clear.webp");

    await page
      .getByRole("radiogroup", { name: "Vision type" })
      .getByRole("radio", { name: "Single Vision" })
      .click();
    await page
      .getByRole("radiogroup", { name: "Lens type" })
      .getByRole("radio", { name: "Polarized" })
      .click();
    await expect(lens).toHaveAttribute("src", "/images/preview/eclipse/lens-polarized.webp");
    await expect(frame).toHaveAttribute("src", "/images/preview/eclipse/frame-teal.jpg");
    await page
      .getByRole("radiogroup", { name: "Frame colour" })
      .getByRole("radio", { name: "Yellow" })
      .click();
    await expect(frame).toHaveAttribute("src", "/images/preview/eclipse/frame-yellow.jpg");
    await expect(preview).toHaveAccessibleName("Eclipse in Yellow with Polarized lenses");
    await expectLoaded(preview);
  });
});

test("every colour and lens the catalogue sells has its preview layers", async ({ request }) => {
  const names = async (path: string) =>
    ((await (await request.get(path)).json()) as { name: string }[]).map((row) => row.name);
  const [colours, primaryLenses, rxLenses, frames, africaColours, africaLenses] = await Promise.all([
    names("/api/colors"),
    names("/api/primary-lens-types"),
    names("/api/prescription-lens-types"),
    names("/api/africa-r3d/frames"),
    names("/api/africa-r3d/colors"),
    names("/api/africa-r3d/lens-types"),
  ]);
  const paths = new Set<string>();
  for (const colour of colours) {
    for (const lens of [...primaryLenses.map(lensTintSlug), ...rxLenses.map((l) => `rx-${slugify(l)}`)]) {
      for (const path of Object.values(previewLayers("primary", colour, lens))) paths.add(path);
    }
  }
  for (const frame of frames) {
    for (const colour of africaColours) {
      for (const lens of africaLenses) {
        for (const path of Object.values(previewLayers(slugify(frame), colour, slugify(lens))))
          paths.add(path);
      }
    }
  }
  expect(paths.size).toBeGreaterThan(100);
  const missing: string[] = [];
  for (const path of paths) {
    if ((await request.head(path)).status() !== 200) missing.push(path);
  }
  expect(missing).toEqual([]);
});
