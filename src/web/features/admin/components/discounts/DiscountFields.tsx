import { type ReactNode, useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Input, Textarea } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import { NativeSelect } from "../NativeSelect.tsx";
import type { DiscountFormValues } from "./discount-form.ts";

type Name = keyof DiscountFormValues;

function Row({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-zinc-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

export function DiscountFields({ form }: { form: UseFormReturn<DiscountFormValues> }) {
  const base = useId();
  const { register, watch, formState } = form;
  const type = watch("discountType");
  const id = (name: Name) => `${base}-${name}`;
  const err = (name: Name) => formState.errors[name]?.message;
  const a11y = (name: Name, hint = false) => ({
    id: id(name),
    "aria-invalid": err(name) ? true : undefined,
    "aria-describedby":
      [hint ? `${id(name)}-hint` : "", err(name) ? `${id(name)}-error` : ""].filter(Boolean).join(" ") ||
      undefined,
  });

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Row id={id("code")} label="Code" required error={err("code")}>
        <Input {...a11y("code")} {...register("code")} autoCapitalize="characters" aria-required />
      </Row>
      <Row id={id("discountType")} label="Discount Type" required error={err("discountType")}>
        <NativeSelect {...a11y("discountType")} {...register("discountType")} aria-required>
          <option value="percentage">Percentage</option>
          <option value="fixed">Fixed amount</option>
        </NativeSelect>
      </Row>
      <div className="sm:col-span-2">
        <Row id={id("description")} label="Description" required error={err("description")}>
          <Textarea {...a11y("description")} {...register("description")} rows={2} aria-required />
        </Row>
      </div>
      <Row
        id={id("discountValue")}
        label={type === "percentage" ? "Discount Value (%)" : "Discount Value (£)"}
        required
        error={err("discountValue")}
      >
        <Input
          {...a11y("discountValue")}
          {...register("discountValue")}
          type="number"
          inputMode="decimal"
          min={type === "percentage" ? 1 : 0.01}
          max={type === "percentage" ? 100 : undefined}
          step={type === "percentage" ? 1 : 0.01}
          aria-required
        />
      </Row>
      <Row id={id("minimumPurchase")} label="Minimum Purchase (£)" error={err("minimumPurchase")}>
        <Input
          {...a11y("minimumPurchase")}
          {...register("minimumPurchase")}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
        />
      </Row>
      <Row id={id("maxUses")} label="Max Uses" hint="Leave empty for unlimited uses." error={err("maxUses")}>
        <Input
          {...a11y("maxUses", true)}
          {...register("maxUses")}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
        />
      </Row>
      <Row id={id("validFrom")} label="Valid From" required error={err("validFrom")}>
        <Input {...a11y("validFrom")} {...register("validFrom")} type="date" aria-required />
      </Row>
      <Row
        id={id("validUntil")}
        label="Valid Until"
        hint="Leave empty for no expiry."
        error={err("validUntil")}
      >
        <Input {...a11y("validUntil", true)} {...register("validUntil")} type="date" />
      </Row>
      <div className="flex items-center gap-2 self-end pb-2">
        <input
          id={id("active")}
          type="checkbox"
          {...register("active")}
          className="size-5 cursor-pointer accent-ember-600"
        />
        <Label htmlFor={id("active")}>Active</Label>
      </div>
    </div>
  );
}
