import { type FormEvent, useId, useState } from "react";
import {
  type BusinessDetailsInput,
  BusinessDetailsInput as Schema,
} from "#shared/schemas/business-details.ts";
import type { CompanyDetails } from "#shared/shop-info.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { useSaveBusinessDetails } from "#web/features/admin/api/business-details.ts";
import { errorMessage } from "#web/lib/api.ts";

type Field = keyof CompanyDetails;

const FIELDS: readonly [Field, string, { type?: string; inputMode?: "tel" | "email"; hint?: string }][] = [
  ["name", "Business name", {}],
  ["address", "Registered address", { hint: "As one line, e.g. 4 Mill Lane, Otley LS21 3AB" }],
  ["companyNumber", "Company number", { hint: "8 characters, e.g. 09123456" }],
  ["vatNumber", "VAT number", { hint: "GB and 9 or 12 digits, e.g. GB 123 4567 89" }],
  ["phone", "Phone", { type: "tel", inputMode: "tel", hint: "A UK number, e.g. 0113 496 0000" }],
  ["email", "Email", { type: "email", inputMode: "email" }],
];

/** The seller's details the footer, the legal pages, receipts, invoices and every email show. */
export function BusinessDetailsForm({ details }: { details: CompanyDetails }) {
  const [values, setValues] = useState<BusinessDetailsInput>(details);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveBusinessDetails();
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = Schema.safeParse(values);
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? "Please check the details");
      return;
    }
    setError(null);
    save.mutate(values, {
      onSuccess: () =>
        toast({
          title: "Business details saved",
          description: "The shop's pages, receipts and emails use them from now on.",
        }),
      onError: (e) => setError(errorMessage(e, "Not saved. Please try again.")),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Business details">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(([field, label, opts]) => (
          <div key={field} className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-${field}`}>{label}</Label>
            <Input
              id={`${id}-${field}`}
              type={opts.type ?? "text"}
              inputMode={opts.inputMode}
              aria-describedby={opts.hint ? `${id}-${field}-hint` : undefined}
              value={values[field]}
              onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
            />
            {opts.hint ? (
              <p id={`${id}-${field}-hint`} className="text-xs text-zinc-500">
                {opts.hint}
              </p>
            ) : null}
          </div>
        ))}
      </div>
      <FieldError id={`${id}-error`}>{error ?? undefined}</FieldError>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Business Details"}
        </Button>
      </div>
    </form>
  );
}
