import { readFileSync } from "node:fs";
import { parseCsv } from "#shared/csv.ts";
import { londonTodayInput } from "#shared/dates.ts";
import { formatPence, parseDecimalToPence } from "#shared/money.ts";
import { splitVat } from "#shared/pricing/vat.ts";
import { recentQuarters } from "#shared/reports/quarters.ts";
import { VAT_CSV_COLUMNS } from "#shared/schemas/vat-report.ts";
import {
  createPaidOrder,
  expect,
  expectNoSeriousViolations,
  openTab,
  signIn,
  unique,
} from "./admin-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { test } from "./test.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const pence = (decimal: string) => parseDecimalToPence(decimal) as number;

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`the owner reads this quarter's VAT and downloads its lines (${device})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const order = await createPaidOrder(request, {
      name: "Vat Runner",
      email: `${unique("vat")}@example.com`,
    });
    const quarter = recentQuarters(londonTodayInput(), 1)[0];
    if (!quarter) throw new Error("no quarter");

    await signIn(page, request);
    await skipCookieBanner(page);
    await openTab(page, "Reports");
    await expect(page.getByRole("heading", { name: "VAT" })).toBeVisible();
    await page.getByRole("combobox", { name: "Quarter" }).selectOption({ label: quarter.label });
    const boxes = page.getByRole("table", { name: "VAT return boxes" });
    const box1 = boxes.getByRole("row", { name: /^Box 1/ }).getByRole("cell");
    await expect(box1).toHaveText(/^£\d/);
    const box1Text = (await box1.textContent()) ?? "";
    await expectNoSeriousViolations(page);
    if (device === "phone") {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
    }

    const col = (name: (typeof VAT_CSV_COLUMNS)[number]) => VAT_CSV_COLUMNS.indexOf(name);
    const downloadLines = async () => {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download the lines (CSV)" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`vat-${quarter.from}-to-${quarter.to}.csv`);
      const [header, ...rows] = parseCsv(readFileSync(await download.path(), "utf8"));
      expect(header).toEqual([...VAT_CSV_COLUMNS]);
      return rows;
    };
    const rows = await downloadLines();
    const receipt = rows.find((r) => r[col("document")] === order.orderNumber);
    const { net, vat } = splitVat(pence(order.total));
    expect(receipt?.slice(col("country"))).toEqual([
      "GB",
      order.total,
      (net / 100).toFixed(2),
      (vat / 100).toFixed(2),
      "Box 1 and box 6",
    ]);
    const ukVatOf = (lines: string[][]) =>
      lines
        .filter((r) => r[col("counts_in")] === "Box 1 and box 6")
        .reduce((sum, r) => sum + pence(r[col("vat")] as string), 0);
    // Other tests pay orders in this quarter meanwhile: the figure on screen and the lines agree when
    // nothing was paid between reading one and downloading the other, so read both again until then.
    let lines = rows;
    let shown = box1Text;
    await expect(async () => {
      if (formatPence(ukVatOf(lines)) === shown) return;
      await page.reload();
      await page.getByRole("combobox", { name: "Quarter" }).selectOption({ label: quarter.label });
      await expect(box1).toHaveText(/^£\d/);
      shown = (await box1.textContent()) ?? "";
      lines = await downloadLines();
      expect(formatPence(ukVatOf(lines))).toBe(shown);
    }).toPass({ timeout: 60_000 });
  });
}
