import sharp from "sharp";
import { AdminMediaList } from "#shared/schemas/media.ts";
import { adminToken, bearer, expect, expectToast, openTab, signIn, unique } from "./admin-fixtures.ts";
import { expectNoHorizontalScroll, expectNoSeriousViolations, skipCookieBanner } from "./page-fixtures.ts";
import { type APIRequestContext, type Page, test } from "./test.ts";

/** The owner's Media tab against the real media routes: upload, words, focal point, a place's order, delete. */
test.describe.configure({ timeout: 180_000 });

const COLOUR = { id: 3, name: "Kerry Green" } as const;
const TARGET = `frame-colour:${COLOUR.id}`;

/** A small JPEG of one colour: enough for every variant the server makes. */
const jpeg = (r: number, g: number, b: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

async function ids(request: APIRequestContext, token: string, url: string, alts: string[]) {
  const res = await request.get(url, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  const items = AdminMediaList.parse(await res.json()).items;
  return alts.map((alt) => items.find((item) => item.alt === alt));
}

/** The order our photos have at the place (others' photos may share it). */
async function placeOrder(request: APIRequestContext, token: string, alts: string[]) {
  const res = await request.get(`/api/admin/media/attachments?target=${encodeURIComponent(TARGET)}`, {
    headers: bearer(token),
  });
  return AdminMediaList.parse(await res.json())
    .items.map((item) => item.alt)
    .filter((alt) => alts.includes(alt));
}

const placeRow = (page: Page, alt: string) =>
  page.getByRole("region", { name: `Frame colour: ${COLOUR.name}` }).getByRole("listitem", {
    name: new RegExp(`^${alt}, position`),
  });

test("the owner uploads three photos for a frame colour, sets alt text and a focal point, orders them and deletes one", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await skipCookieBanner(page);
  const token = await adminToken(request);
  await signIn(page, request);
  const stamp = unique("");
  const alts = [`Kerry Green front ${stamp}`, `Kerry Green side ${stamp}`, `Kerry Green back ${stamp}`];
  const [front, side, back] = alts as [string, string, string];

  await openTab(page, "Media");
  await page.getByLabel("Choose files").setInputFiles([
    { name: `front-${stamp}.jpg`, mimeType: "image/jpeg", buffer: await jpeg(15, 122, 61) },
    { name: `side-${stamp}.jpg`, mimeType: "image/jpeg", buffer: await jpeg(40, 150, 90) },
    { name: `back-${stamp}.jpg`, mimeType: "image/jpeg", buffer: await jpeg(10, 90, 40) },
  ]);
  // Alt text is asked at the field before anything is sent.
  await page.getByRole("button", { name: "Upload 3 files" }).click();
  const frontDraft = page.getByRole("group", { name: `front-${stamp}.jpg` });
  await expect(frontDraft.getByText(/Alt text is required/)).toBeVisible();
  for (const [file, alt] of [
    [`front-${stamp}.jpg`, front],
    [`side-${stamp}.jpg`, side],
    [`back-${stamp}.jpg`, back],
  ] as const) {
    await page.getByRole("group", { name: file }).getByLabel("Alt text (required)").fill(alt);
  }
  await page.getByRole("button", { name: "Upload 3 files" }).click();
  await expect(page.getByRole("group", { name: new RegExp(stamp) })).toHaveCount(0, { timeout: 30_000 });

  const library = page.getByRole("list", { name: "Media library" });
  for (const alt of alts) {
    // Processing, then ready: the tab asks again until it is.
    await expect(
      library.getByRole("listitem").filter({ has: page.getByRole("button", { name: `Edit ${alt}` }) }),
    ).toContainText("ready", {
      timeout: 60_000,
    });
  }
  // Newest first: the last sent is first among ours.
  const names = await library
    .getByRole("button")
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label") ?? ""));
  const ours = names.filter((n) => n.includes(stamp));
  expect(ours).toEqual([`Edit ${back}`, `Edit ${side}`, `Edit ${front}`]);

  // The focal point: a click on the picture, then one press of an arrow key.
  await library.getByRole("button", { name: `Edit ${front}` }).click();
  const editor = page.getByRole("dialog", { name: "Edit photo" });
  const picture = editor.getByTestId("focal-picture");
  await expect(picture.locator("img")).toBeVisible();
  const box = await picture.boundingBox();
  if (!box) throw new Error("the picture has no box");
  await picture.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
  const marker = editor.getByRole("button", { name: /^Focal point:/ });
  await expect(marker).toHaveAccessibleName("Focal point: 25% across, 75% down");
  await marker.press("ArrowRight");
  await expect(editor.getByText("30% across, 75% down")).toBeVisible();
  await editor.getByLabel("Caption (optional)").fill("Kerry Green from the front");
  await editor.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Saved");
  const [saved] = await ids(request, token, "/api/admin/media", [front]);
  expect(saved).toMatchObject({ focalX: 0.3, focalY: 0.75, caption: "Kerry Green from the front" });

  // The place: the three photos added from the library, in turn.
  await page.getByRole("combobox", { name: "Kind of place" }).selectOption("frame-colour");
  await page.getByRole("combobox", { name: "Frame colour" }).selectOption({ label: COLOUR.name });
  for (const alt of alts) {
    await page.getByRole("button", { name: "Add from library" }).click();
    const picker = page.getByRole("dialog", { name: `Add to Frame colour: ${COLOUR.name}` });
    await picker.getByRole("button", { name: `Add ${alt}` }).click();
    await expect(picker.getByRole("button", { name: `Add ${alt}` })).toHaveCount(0);
    await picker.getByRole("button", { name: "Done" }).click();
    await expect(placeRow(page, alt)).toBeVisible();
  }
  await expect.poll(() => placeOrder(request, token, alts)).toEqual([front, side, back]);

  // By keyboard: the back photo up twice, to the front of ours.
  await placeRow(page, back).focus();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(page.getByText(/^Moved to position \d+ of \d+$/)).toBeAttached();
  await expect.poll(() => placeOrder(request, token, alts)).toEqual([front, back, side]);
  await expect(placeRow(page, back)).toBeFocused();
  // A move waits for the one before it to be saved.
  await expect(page.getByRole("button", { name: `Move ${back} up` })).toBeEnabled();
  await page.keyboard.press("Alt+ArrowUp");
  await expect.poll(() => placeOrder(request, token, alts)).toEqual([back, front, side]);
  // By dragging: the side photo dropped on the front one takes its place.
  await expect(page.getByRole("button", { name: `Move ${side} up` })).toBeEnabled();
  await placeRow(page, side).dragTo(placeRow(page, front));
  await expect.poll(() => placeOrder(request, token, alts)).toEqual([back, side, front]);

  // Deleting says where it is shown, then takes it from the library and the place.
  await library.getByRole("button", { name: `Edit ${side}` }).click();
  await page.getByRole("dialog", { name: "Edit photo" }).getByRole("button", { name: "Delete" }).click();
  const question = page.getByRole("alertdialog", { name: "Delete this photo?" });
  await expect(question).toContainText(`It is removed everywhere it is shown: Frame colour: ${COLOUR.name}.`);
  await question.getByRole("button", { name: "Delete everywhere" }).click();
  await expectToast(page, "Deleted");
  await expect(library.getByRole("button", { name: `Edit ${side}` })).toHaveCount(0);
  await expect(placeRow(page, side)).toHaveCount(0);
  await expect.poll(() => placeOrder(request, token, alts)).toEqual([back, front]);

  // The colour's storefront pictures go back to the drawings for the other tests.
  for (const item of await ids(request, token, "/api/admin/media", [back, front])) {
    if (!item) continue;
    const res = await request.delete(`/api/admin/media/${item.id}`, { headers: bearer(token) });
    expect(res.ok(), await res.text()).toBe(true);
  }
});

test("the Media tab fits a 390 px phone and passes axe", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await skipCookieBanner(page);
  await signIn(page, request);
  await openTab(page, "Media");
  await page.getByRole("combobox", { name: "Kind of place" }).selectOption("about");
  await expect(page.getByRole("region", { name: "About page gallery" })).toBeVisible();
  await expect(page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousViolations(page);
});
