import { useId } from "react";
import { FAULTY_SENTENCE } from "#shared/returns/cancellation-info.ts";
import {
  RETURNS_ADDRESS_MAX,
  RETURNS_WORDING_MAX,
  type ReturnPostagePayer,
  type returnsFields,
} from "#shared/schemas/returns-settings.ts";
import { Textarea } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";

export type ReturnsValues = ReturnType<typeof returnsFields>;

const PAYERS: { value: ReturnPostagePayer; label: string }[] = [
  { value: "shopper", label: "The shopper" },
  { value: "shop", label: "The shop" },
];

/** Who pays a change of mind's postage, where returns go and the owner's returns paragraph. */
export function ReturnsSettingsFields({
  values,
  onChange,
  businessAddress,
}: {
  values: ReturnsValues;
  onChange(next: ReturnsValues): void;
  /** What a blank returns address stands for. */
  businessAddress: string;
}) {
  const id = useId();
  const set = (patch: Partial<ReturnsValues>) => onChange({ ...values, ...patch });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold">Returns (shown at checkout and on the returns page)</legend>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm">Who pays the return postage when a shopper changes their mind</legend>
        <div className="flex gap-4">
          {PAYERS.map((p) => (
            <label key={p.value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-payer`}
                value={p.value}
                checked={values.returnsPostagePayer === p.value}
                onChange={() => set({ returnsPostagePayer: p.value })}
              />
              {p.label}
            </label>
          ))}
        </div>
        <p className="text-xs text-zinc-600">Faulty items: the shop, always. {FAULTY_SENTENCE}</p>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-address`}>Returns address</Label>
        <Textarea
          id={`${id}-address`}
          maxLength={RETURNS_ADDRESS_MAX}
          placeholder={businessAddress}
          value={values.returnsAddress}
          aria-describedby={`${id}-address-hint`}
          onChange={(e) => set({ returnsAddress: e.target.value })}
        />
        <p id={`${id}-address-hint`} className="text-xs text-zinc-600">
          Leave it blank to use the business address.
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-wording`}>Returns wording</Label>
        <Textarea
          id={`${id}-wording`}
          maxLength={RETURNS_WORDING_MAX}
          value={values.returnsWording}
          onChange={(e) => set({ returnsWording: e.target.value })}
        />
      </div>
    </fieldset>
  );
}
