import { type FormEvent, useId, useState } from "react";
import type { ShopperReturn, ShopperReturns } from "#shared/schemas/returns.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Textarea } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import { useRequestReturn } from "#web/features/order-lookup/api/request-return.ts";
import type { ReturnsAuth } from "#web/features/order-lookup/api/returns.ts";
import { errorMessage } from "#web/lib/api.ts";
import { ReturnLineChoice } from "./ReturnLineChoice.tsx";
import { ReturnPhotosField } from "./ReturnPhotosField.tsx";
import { ReturnReasonField } from "./ReturnReasonField.tsx";
import {
  chosenLines,
  needsDescription,
  type ReturnFormErrors,
  type ReturnFormValues,
  validateReturn,
} from "./return-form.ts";

const EMPTY: ReturnFormValues = { quantities: {}, reason: "", description: "", photos: [] };

/** Choose the lines, the quantities and a reason, describe a fault, and ask for the return. */
interface Props {
  data: ShopperReturns;
  auth: ReturnsAuth;
  onCreated(made: ShopperReturn): void;
}

export function ReturnForm({ data, auth, onCreated }: Props) {
  const id = useId();
  const [values, setValues] = useState<ReturnFormValues>(EMPTY);
  const [errors, setErrors] = useState<ReturnFormErrors>({});
  const request = useRequestReturn(auth);
  const lines = data.eligibility.lines;
  const pending = request.isPending;
  const described = needsDescription(values.reason);

  const update = (next: Partial<ReturnFormValues>) => setValues((v) => ({ ...v, ...next }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateReturn(lines, values);
    setErrors(found);
    if (Object.keys(found).length > 0 || !values.reason) return;
    request.mutate(
      {
        token: data.token,
        reason: values.reason,
        description: values.description,
        lines: chosenLines(values),
        photos: described ? values.photos : [],
      },
      {
        onSuccess: (made) => {
          setValues(EMPTY);
          onCreated(made);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Return items" className="grid gap-5">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">Which items are you returning?</legend>
        <ul className="grid gap-3">
          {lines.map((line) => (
            <ReturnLineChoice
              key={line.itemId}
              line={line}
              disabled={pending}
              quantity={values.quantities[line.itemId] ?? 0}
              onChange={(quantity) =>
                update({ quantities: { ...values.quantities, [line.itemId]: quantity } })
              }
            />
          ))}
        </ul>
        <FieldError id={`${id}-lines-error`}>{errors.lines}</FieldError>
      </fieldset>
      <ReturnReasonField
        name={`${id}-reason`}
        lines={lines}
        value={values.reason}
        error={errors.reason}
        disabled={pending}
        onChange={(reason) => update({ reason })}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>
          {described ? "Describe what is wrong (required)" : "Anything you would like to tell us (optional)"}
        </Label>
        <Textarea
          id={`${id}-description`}
          maxLength={2000}
          value={values.description}
          disabled={pending}
          required={described}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
          onChange={(e) => update({ description: e.target.value })}
        />
        <FieldError id={`${id}-description-error`}>{errors.description}</FieldError>
      </div>
      {described ? (
        <ReturnPhotosField
          id={`${id}-photos`}
          photos={values.photos}
          error={errors.photos}
          disabled={pending}
          onChange={(photos) => update({ photos })}
        />
      ) : null}
      {request.isError ? (
        <p role="alert" data-testid="return-error" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {errorMessage(request.error)}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? "Sending your request…" : "Request return"}
        </Button>
      </div>
    </form>
  );
}
