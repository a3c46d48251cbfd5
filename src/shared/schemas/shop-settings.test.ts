import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS } from "../catalogue.ts";
import { POLICY_TEXT_MAX, SETTINGS_MESSAGES, ShopSettingsInput, settingsInputOf } from "./shop-settings.ts";

const VALID = settingsInputOf(DEFAULT_SHOP_SETTINGS);

const messages = (change: object) => {
  const result = ShopSettingsInput.safeParse({ ...VALID, ...change });
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("the shop settings' policies", () => {
  it("accepts the shop's figures and the limits of each range", () => {
    expect(ShopSettingsInput.parse(VALID)).toMatchObject({ returnsDays: 30, warrantyMonths: 12 });
    for (const change of [
      { returnsDays: 14 },
      { returnsDays: 365 },
      { warrantyMonths: 0 },
      { warrantyMonths: 120 },
      { ukDeliveryTime: "x".repeat(POLICY_TEXT_MAX) },
    ])
      expect(messages(change), JSON.stringify(change)).toEqual([]);
  });

  it("trims the delivery texts", () => {
    expect(ShopSettingsInput.parse({ ...VALID, ukDeliveryTime: "  2 days " }).ukDeliveryTime).toBe("2 days");
  });

  it.each([
    ["a returns window below the legal 14 days", { returnsDays: 13 }, SETTINGS_MESSAGES.returns],
    ["a returns window over a year", { returnsDays: 366 }, SETTINGS_MESSAGES.returns],
    ["half a day", { returnsDays: 30.5 }, SETTINGS_MESSAGES.returns],
    ["a returns window typed as text", { returnsDays: "30" }, SETTINGS_MESSAGES.returns],
    ["a negative warranty", { warrantyMonths: -1 }, SETTINGS_MESSAGES.warranty],
    ["a fractional warranty", { warrantyMonths: 1.5 }, SETTINGS_MESSAGES.warranty],
    ["a warranty over ten years", { warrantyMonths: 121 }, SETTINGS_MESSAGES.warranty],
    ["a blank warranty box", { warrantyMonths: Number.NaN }, SETTINGS_MESSAGES.warranty],
    ["an empty UK delivery time", { ukDeliveryTime: "" }, "UK delivery time is required"],
    ["a blank delivery time abroad", { abroadDeliveryTime: "   " }, "Delivery time abroad is required"],
    [
      "a 200-character delivery time abroad",
      { abroadDeliveryTime: "x".repeat(200) },
      `Delivery time abroad must be at most ${POLICY_TEXT_MAX} characters`,
    ],
    [
      "HTML in a delivery time",
      { ukDeliveryTime: "<b>1 day</b>" },
      `UK delivery time ${SETTINGS_MESSAGES.markup}`,
    ],
    ["a script in the UK delivery time", { ukDeliveryTime: "<script>x</script>" }, "UK delivery time"],
    ["a control character", { ukDeliveryTime: "1\u0000 week" }, "UK delivery time contains characters"],
    ["a dispatch time, which the shop sets per product type", { dispatchTime: "1 week" }, "dispatchTime"],
    ["a missing returns window", { returnsDays: undefined }, SETTINGS_MESSAGES.returns],
    [
      "a prescription stage alert of 0 days",
      { prescriptionWaitDays: 0 },
      SETTINGS_MESSAGES.prescriptionWaitDays,
    ],
    [
      "a prescription stage alert over 30 days",
      { prescriptionWaitDays: 31 },
      SETTINGS_MESSAGES.prescriptionWaitDays,
    ],
    ["half a working day", { prescriptionWaitDays: 2.5 }, SETTINGS_MESSAGES.prescriptionWaitDays],
    [
      "a blank prescription stage alert",
      { prescriptionWaitDays: Number.NaN },
      SETTINGS_MESSAGES.prescriptionWaitDays,
    ],
  ])("refuses %s", (_what, change, message) => {
    const found = messages(change);
    expect(found.length).toBeGreaterThan(0);
    expect(found.join("\n")).toContain(message);
  });
});
