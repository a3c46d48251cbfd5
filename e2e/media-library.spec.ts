import { expect, expectToast } from "./admin-fixtures.ts";
import {
  addFromLibrary,
  chooseFiles,
  choosePlace,
  clickFocalPoint,
  deleteEverywhere,
  itemsByAlt,
  mediaShopForFile,
  openMediaTab,
  photoFiles,
  placeOrder,
  placeRow,
  uploadChosen,
} from "./media-fixtures.ts";
import { expectNoHorizontalScroll, expectNoSeriousViolations } from "./page-fixtures.ts";
import { test } from "./test.ts";

/**
 * The owner's Media tab against the real media routes: upload, words, focal point, a place's order, delete.
 * On a shop of its own, so no other browser test sees its photos on the storefront.
 */
test.describe.configure({ mode: "serial" });

const media = mediaShopForFile(1);

const COLOUR = { id: 3, name: "Kerry Green" } as const;
const TARGET = `frame-colour:${COLOUR.id}`;
const PLACE = `Frame colour: ${COLOUR.name}`;

test("the owner uploads three photos for a frame colour, sets alt text and a focal point, orders them and deletes one", async ({
  page,
  request,
}) => {
  // Three photos through the media job.
  test.setTimeout(60_000);
  const alts = ["Kerry Green front", "Kerry Green side", "Kerry Green back"];
  const [front, side, back] = alts as [string, string, string];
  const files = await photoFiles(alts);

  await openMediaTab(page, media);
  await chooseFiles(page, files);
  // Alt text is asked at the field before anything is sent.
  await page.getByRole("button", { name: "Upload 3 files" }).click();
  await expect(
    page.getByRole("group", { name: "photo-1.jpg" }).getByText(/Alt text is required/),
  ).toBeVisible();
  // Processing, then ready: the tab asks again until it is.
  await uploadChosen(page, files);
  const library = page.getByRole("list", { name: "Media library" });
  // Newest first: the last sent is first.
  const names = await library
    .getByRole("button")
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label") ?? ""));
  expect(names).toEqual([`Edit ${back}`, `Edit ${side}`, `Edit ${front}`]);

  // The focal point: a click on the picture, then one press of an arrow key.
  const { editor, marker } = await clickFocalPoint(page, front);
  await marker.press("ArrowRight");
  await expect(editor.getByText("30% across, 75% down")).toBeVisible();
  await editor.getByLabel("Caption (optional)").fill("Kerry Green from the front");
  await editor.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Saved");
  const [saved] = await itemsByAlt(request, media, [front]);
  expect(saved).toMatchObject({ focalX: 0.3, focalY: 0.75, caption: "Kerry Green from the front" });

  // The place: the three photos added from the library, in turn.
  await choosePlace(page, "frame-colour", { list: "Frame colour", name: COLOUR.name });
  await addFromLibrary(page, PLACE, alts);
  await expect.poll(() => placeOrder(request, media, TARGET)).toEqual([front, side, back]);

  // By keyboard: the back photo up twice, to the front.
  await placeRow(page, PLACE, back).focus();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(page.getByText(/^Moved to position \d+ of \d+$/)).toBeAttached();
  await expect.poll(() => placeOrder(request, media, TARGET)).toEqual([front, back, side]);
  await expect(placeRow(page, PLACE, back)).toBeFocused();
  // A move waits for the one before it to be saved.
  await expect(page.getByRole("button", { name: `Move ${back} up` })).toBeEnabled();
  await page.keyboard.press("Alt+ArrowUp");
  await expect.poll(() => placeOrder(request, media, TARGET)).toEqual([back, front, side]);
  // By dragging: the side photo dropped on the front one takes its place.
  await expect(page.getByRole("button", { name: `Move ${side} up` })).toBeEnabled();
  await placeRow(page, PLACE, side).dragTo(placeRow(page, PLACE, front));
  await expect.poll(() => placeOrder(request, media, TARGET)).toEqual([back, side, front]);

  // Deleting says where it is shown, then takes it from the library and the place.
  await deleteEverywhere(page, side, PLACE);
  await expect(library.getByRole("button", { name: `Edit ${side}` })).toHaveCount(0);
  await expect(placeRow(page, PLACE, side)).toHaveCount(0);
  await expect.poll(() => placeOrder(request, media, TARGET)).toEqual([back, front]);
});

test("the Media tab fits a 390 px phone and passes axe", async ({ page }) => {
  await openMediaTab(page, media, { width: 390, height: 844 });
  await page.getByRole("combobox", { name: "Kind of place" }).selectOption("about");
  await expect(page.getByRole("region", { name: "About page gallery" })).toBeVisible();
  await expect(page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousViolations(page);
});
