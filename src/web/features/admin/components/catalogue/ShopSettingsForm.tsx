import { type FormEvent, useId, useState } from "react";
import { SHIPPING_COUNTRIES } from "#shared/catalogue.ts";
import { penceToDecimal } from "#shared/money.ts";
import { returnsFields } from "#shared/schemas/returns-settings.ts";
import {
  holdFields,
  POLICY_TEXT_MAX,
  type ShopSettings,
  ShopSettingsInput,
} from "#shared/schemas/shop-settings.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { useSaveShopSettings } from "#web/features/admin/api/catalogue.ts";
import { errorMessage } from "#web/lib/api.ts";
import { companyDetails } from "#web/lib/company.ts";
import { ReturnsSettingsFields } from "./ReturnsSettingsFields.tsx";

type Money = "internationalShipping" | "socksGroupPrice" | "minimumCharge";
type PolicyText = "ukDeliveryTime" | "abroadDeliveryTime";
type PolicyNumber =
  | "returnsDays"
  | "warrantyMonths"
  | "holdMinutes"
  | "holdUnitsPerLine"
  | "holdUnitsPerAddress";

/** A blank box is no number (not 0), so the schema's message names the field. */
const typedNumber = (v: string) => (v.trim() === "" ? Number.NaN : Number(v));

/** The money rules and policies held in the database: amounts typed in pounds, checked by the shared schema. */
export function ShopSettingsForm({ settings }: { settings: ShopSettings }) {
  const [money, setMoney] = useState<Record<Money, string>>({
    internationalShipping: penceToDecimal(settings.internationalShippingPence),
    socksGroupPrice: penceToDecimal(settings.socksOffer.groupPricePence),
    minimumCharge: penceToDecimal(settings.minimumChargePence),
  });
  const [pairs, setPairs] = useState(String(settings.socksOffer.pairsPerGroup));
  const [free, setFree] = useState<string[]>(settings.freeShippingCountries);
  const { returnsDays, warrantyMonths, ...policyTexts } = settings.policies;
  const [texts, setTexts] = useState<Record<PolicyText, string>>(policyTexts);
  const [numbers, setNumbers] = useState<Record<PolicyNumber, string>>(() => {
    const counts = { returnsDays, warrantyMonths, ...holdFields(settings.holds) };
    return Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, String(v)])) as Record<
      PolicyNumber,
      string
    >;
  });
  const [waitDays, setWaitDays] = useState(
    settings.prescriptionWaitDays === undefined ? "" : String(settings.prescriptionWaitDays),
  );
  const [reminderMinutes, setReminderMinutes] = useState(
    settings.basketReminderMinutes === undefined ? "" : String(settings.basketReminderMinutes),
  );
  const [returns, setReturns] = useState(() => returnsFields(settings.returns));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveShopSettings();
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...money,
      ...texts,
      ...returns,
      socksPairsPerGroup: Number(pairs),
      freeShippingCountries: free,
      ...(Object.fromEntries(Object.entries(numbers).map(([k, v]) => [k, typedNumber(v)])) as Record<
        PolicyNumber,
        number
      >),
      // A server that does not keep this setting yet sends none; the box then stays empty and is not sent.
      ...(settings.prescriptionWaitDays === undefined && waitDays.trim() === ""
        ? {}
        : { prescriptionWaitDays: typedNumber(waitDays) }),
      ...(settings.basketReminderMinutes === undefined && reminderMinutes.trim() === ""
        ? {}
        : { basketReminderMinutes: typedNumber(reminderMinutes) }),
    };
    const check = ShopSettingsInput.safeParse(body);
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? "Invalid settings");
      return;
    }
    setError(null);
    save.mutate(body, {
      onSuccess: () =>
        toast({ title: "Settings saved", description: "Prices and product pages use them from now on." }),
      onError: (e) =>
        toast({
          title: "Not saved",
          description: errorMessage(e, "Please try again."),
          variant: "destructive",
        }),
    });
  };

  const moneyField = (key: Money, label: string) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label} (£)</Label>
      <Input
        id={`${id}-${key}`}
        inputMode="decimal"
        value={money[key]}
        onChange={(e) => setMoney((m) => ({ ...m, [key]: e.target.value }))}
      />
    </div>
  );

  const textField = (key: PolicyText, label: string) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        maxLength={POLICY_TEXT_MAX}
        value={texts[key]}
        onChange={(e) => setTexts((t) => ({ ...t, [key]: e.target.value }))}
      />
    </div>
  );

  const numberField = (key: PolicyNumber, label: string) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        inputMode="numeric"
        value={numbers[key]}
        onChange={(e) => setNumbers((n) => ({ ...n, [key]: e.target.value }))}
      />
    </div>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Shop settings">
      <div className="grid gap-4 sm:grid-cols-2">
        {moneyField("internationalShipping", "International shipping")}
        {moneyField("minimumCharge", "Card minimum")}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-pairs`}>Socks: pairs per group</Label>
          <Input
            id={`${id}-pairs`}
            inputMode="numeric"
            value={pairs}
            onChange={(e) => setPairs(e.target.value)}
          />
        </div>
        {moneyField("socksGroupPrice", "Socks: group price")}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">Countries that ship free</legend>
        <div className="grid grid-cols-2 gap-1 sm:grid-cols-4">
          {SHIPPING_COUNTRIES.map((c) => (
            <label key={c.code} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={free.includes(c.code)}
                onChange={(e) =>
                  setFree((list) => (e.target.checked ? [...list, c.code] : list.filter((x) => x !== c.code)))
                }
              />
              {c.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">
          Delivery, returns and warranty (shown next to every price)
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {textField("ukDeliveryTime", "UK delivery time")}
          {textField("abroadDeliveryTime", "Delivery time abroad")}
          {numberField("returnsDays", "Returns window (days)")}
          {numberField("warrantyMonths", "Warranty (months)")}
        </div>
      </fieldset>
      <ReturnsSettingsFields
        values={returns}
        onChange={setReturns}
        businessAddress={companyDetails().address}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">Unpaid checkouts (what one checkout may hold)</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {numberField("holdMinutes", "Hold time (minutes)")}
          {numberField("holdUnitsPerLine", "Units per line")}
          {numberField("holdUnitsPerAddress", "Units per address")}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">Prescription orders</legend>
        <div className="flex flex-col gap-1.5 sm:max-w-xs">
          <Label htmlFor={`${id}-prescriptionWaitDays`}>Prescription stage alert (working days)</Label>
          <Input
            id={`${id}-prescriptionWaitDays`}
            inputMode="numeric"
            value={waitDays}
            aria-describedby={`${id}-prescriptionWaitDays-hint`}
            onChange={(e) => setWaitDays(e.target.value)}
          />
          <p id={`${id}-prescriptionWaitDays-hint`} className="text-xs text-zinc-600">
            An order waiting on the shop longer than this in one stage is marked late.
          </p>
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">Basket reminders</legend>
        <div className="flex flex-col gap-1.5 sm:max-w-xs">
          <Label htmlFor={`${id}-basketReminderMinutes`}>Reminder delay (minutes)</Label>
          <Input
            id={`${id}-basketReminderMinutes`}
            inputMode="numeric"
            value={reminderMinutes}
            aria-describedby={`${id}-basketReminderMinutes-hint`}
            onChange={(e) => setReminderMinutes(e.target.value)}
          />
          <p id={`${id}-basketReminderMinutes-hint`} className="text-xs text-zinc-600">
            How long after a shopper leaves a basket at the checkout its one reminder email goes (30 minutes
            to 7 days, i.e. 10080).
          </p>
        </div>
      </fieldset>
      <FieldError id={`${id}-error`}>{error ?? undefined}</FieldError>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Settings"}
        </Button>
      </div>
    </form>
  );
}
