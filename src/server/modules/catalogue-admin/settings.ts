import type { z } from "zod";
import type { AppContext } from "#server/context.ts";
import type { AuditNote } from "#server/modules/audit/index.ts";
import { loadShopSettings, settingsView } from "#server/modules/catalogue/index.ts";
import { penceToDecimal } from "#shared/money.ts";
import { returnsFields } from "#shared/schemas/returns-settings.ts";
import { holdFields, type ShopSettings, type ShopSettingsInput } from "#shared/schemas/shop-settings.ts";
import { recordSettingsChange } from "./changes.ts";
import { updateShopSettings } from "./repo.ts";

type Ctx = Pick<AppContext, "db" | "catalogue">;
type Values = z.output<typeof ShopSettingsInput>;

/** The settings as the admin's form names them, prices in pounds: what the change history shows. */
const formView = (s: ShopSettings): Record<string, unknown> => ({
  internationalShipping: penceToDecimal(s.internationalShippingPence),
  freeShippingCountries: s.freeShippingCountries,
  socksPairsPerGroup: s.socksOffer.pairsPerGroup,
  socksGroupPrice: penceToDecimal(s.socksOffer.groupPricePence),
  minimumCharge: penceToDecimal(s.minimumChargePence),
  ...s.policies,
  ...holdFields(s.holds),
  ...returnsFields(s.returns),
  basketReminderMinutes: s.basketReminderMinutes,
});

/** The fields that changed, before and after; null when none did. */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  if (keys.length === 0) return null;
  return {
    oldValue: Object.fromEntries(keys.map((k) => [k, before[k]])),
    newValue: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/** The returns columns the form sent; a left-out field keeps what is saved, a blank address means the business's. */
const returnsColumns = (v: Values) => ({
  ...(v.returnsPostagePayer === undefined ? {} : { returnsPostagePayer: v.returnsPostagePayer }),
  ...(v.returnsAddress === undefined
    ? {}
    : { returnsAddress: v.returnsAddress === "" ? null : v.returnsAddress }),
  ...(v.returnsWording === undefined ? {} : { returnsWording: v.returnsWording }),
});

/** Stores the money rules and the policies; the next catalogue read on every instance prices with them. */
export async function saveShopSettings(
  ctx: Ctx,
  values: Values,
  admin: string,
  note?: AuditNote,
): Promise<ShopSettings> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = settingsView(await loadShopSettings(tx));
    const after = settingsView(
      await updateShopSettings(tx, {
        internationalShippingPence: values.internationalShipping,
        freeShippingCountries: values.freeShippingCountries,
        socksPairsPerGroup: values.socksPairsPerGroup,
        socksGroupPricePence: values.socksGroupPrice,
        minimumChargePence: values.minimumCharge,
        ukDeliveryTime: values.ukDeliveryTime,
        abroadDeliveryTime: values.abroadDeliveryTime,
        returnsDays: values.returnsDays,
        warrantyMonths: values.warrantyMonths,
        holdMinutes: values.holdMinutes,
        holdUnitsPerLine: values.holdUnitsPerLine,
        holdUnitsPerAddress: values.holdUnitsPerAddress,
        ...(values.prescriptionWaitDays === undefined
          ? {}
          : { prescriptionWaitDays: values.prescriptionWaitDays }),
        ...(values.basketReminderMinutes === undefined
          ? {}
          : { basketReminderMinutes: values.basketReminderMinutes }),
        ...returnsColumns(values),
      }),
    );
    const changed = diff(formView(before), formView(after));
    if (changed) await recordSettingsChange(tx, note, admin, changed);
    return after;
  });
  ctx.catalogue.invalidate();
  return saved;
}
