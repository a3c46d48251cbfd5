import { readFileSync } from "node:fs";
import { expect, signIn } from "./admin-fixtures.ts";
import { test } from "./test.ts";

test.describe.configure({ timeout: 120_000 });

/** UPC-A: 3 × the digits in odd positions plus the even ones, to the next multiple of ten. */
function checkDigit(eleven: string): number {
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(eleven[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

test("barcode generator: grid, CSV with valid UPC-A check digits, selection and label printing", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Generate Barcodes" }).click();
  await expect(page).toHaveURL(/\/admin\/barcodes$/);
  await expect(page.getByRole("heading", { level: 1, name: "Barcode Generator" })).toBeVisible();

  const colours = (await (await request.get("/api/colors")).json()) as unknown[];
  const lenses = (await (await request.get("/api/primary-lens-types")).json()) as unknown[];
  const variants = colours.length * lenses.length;
  const checkboxes = page.getByRole("checkbox");
  await expect(checkboxes).toHaveCount(variants);
  await expect(page.getByText(`0 of ${variants} selected`)).toBeVisible();
  await expect(page.locator("img[data-upc]").first()).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("barcodes.csv");
  const csv = readFileSync(await download.path(), "utf8")
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toBe("SKU,UPC,Color,Lens Type,Price");
  const rows = csv.slice(1).map((line) => line.split(","));
  expect(rows).toHaveLength(variants);
  const upcs = new Set<string>();
  for (const [sku, upc, colour, lens, price] of rows) {
    expect(sku).toMatch(/^NDR-PSS-\d{2}-\d{2}$/);
    expect(upc).toMatch(/^\d{12}$/);
    expect(Number(upc?.[11]), `check digit of ${upc}`).toBe(checkDigit(upc?.slice(0, 11) ?? ""));
    // 0, then 519 (the character codes of NDR-PSS) as 6 digits, then colour and lens ids.
    expect(upc?.slice(0, 11)).toBe(`0000519${sku?.slice(8, 10)}${sku?.slice(11, 13)}`);
    expect(colour).toBeTruthy();
    expect(lens).toBeTruthy();
    expect(price).toMatch(/^\d+\.\d{2}$/);
    upcs.add(upc ?? "");
  }
  expect(upcs.size).toBe(variants);
  expect(rows.find(([sku]) => sku === "NDR-PSS-01-01")?.[2]).toBe("Ronhill Black");

  await page.getByRole("button", { name: "Select All", exact: true }).click();
  await expect(page.getByText(`${variants} of ${variants} selected`)).toBeVisible();
  await page.getByRole("button", { name: "Deselect All" }).click();
  await expect(page.getByText(`0 of ${variants} selected`)).toBeVisible();
  const print = page.getByRole("button", { name: "Print Selected" });
  await expect(print).toBeDisabled();

  await page.getByRole("checkbox", { name: /select NDR-PSS-01-01/ }).check();
  await page.getByRole("checkbox", { name: /select NDR-PSS-02-05/ }).check();
  await page.evaluate(() => {
    (window as Window & { printed?: number }).printed = 0;
    window.print = () => {
      (window as Window & { printed?: number }).printed = 1;
    };
  });
  await print.click();
  expect(await page.evaluate(() => (window as Window & { printed?: number }).printed)).toBe(1);

  // In print, only the two 55 mm × 30 mm labels show, each with a UPC-A barcode image.
  const labels = page.locator("#barcode-print-root .barcode-label");
  await expect(labels).toHaveCount(2);
  await expect(labels.first()).toBeHidden();
  await page.emulateMedia({ media: "print" });
  await expect(labels.first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Barcode Generator" })).toBeHidden();
  const size = await labels.first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { w: r.width, h: r.height };
  });
  // 55 mm × 30 mm at 96 px per inch.
  expect(Math.round(size.w)).toBe(Math.round((55 / 25.4) * 96));
  expect(Math.round(size.h)).toBe(Math.round((30 / 25.4) * 96));
  await expect(labels.nth(1).locator("img[data-upc]")).toHaveAttribute("src", /^data:image\/svg\+xml/);
  await page.emulateMedia({ media: "screen" });

  await page.getByRole("link", { name: "Back to Admin" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
