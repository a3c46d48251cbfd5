import { FlaskConical } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { Input } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import {
  type CardErrors,
  type CardFields,
  checkCardFields,
  formatCardNumber,
  formatExpiry,
} from "../lib/card-checks.ts";
import { createSandboxAdapter } from "./sandbox-adapter.ts";
import type { AdapterRef } from "./types.ts";
import { VerificationDialog, type VerificationOutcome } from "./VerificationDialog.tsx";

const EMPTY: CardFields = { number: "", expiry: "", cvc: "" };
const FORMAT: Record<keyof CardFields, (v: string) => string> = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: (v) => v.replace(/\D/g, "").slice(0, 4),
};

/** The sandbox's card form: Stripe's test cards, checked here before anything is sent. */
export function SandboxCardForm({ adapterRef, onReady }: { adapterRef: AdapterRef; onReady?: () => void }) {
  const id = useId();
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [verification, setVerification] = useState<((o: VerificationOutcome) => void) | null>(null);
  const fieldsRef = useRef(fields);
  const inputs = useRef<Partial<Record<keyof CardFields, HTMLInputElement | null>>>({});

  useEffect(() => {
    fieldsRef.current = fields;
  }, [fields]);

  const readyRef = useRef(onReady);
  useEffect(() => {
    readyRef.current?.();
  }, []);

  useEffect(() => {
    const adapter = createSandboxAdapter({
      read: () => fieldsRef.current,
      showErrors: (next) => {
        setErrors(next);
        const first = (["number", "expiry", "cvc"] as const).find((f) => next[f]);
        if (first) inputs.current[first]?.focus();
      },
      askVerification: () => new Promise((resolve) => setVerification(() => resolve)),
    });
    adapterRef.current = adapter;
    return () => {
      if (adapterRef.current === adapter) adapterRef.current = null;
    };
  }, [adapterRef]);

  const change = (field: keyof CardFields) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = FORMAT[field](event.target.value);
    setFields((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  // An error shows once a filled field is left, as Stripe's fields do.
  const blur = (field: keyof CardFields) => () => {
    if (!fields[field]) return;
    setErrors((e) => ({ ...e, [field]: checkCardFields(fields)[field] }));
  };

  const choose = (outcome: VerificationOutcome) => {
    verification?.(outcome);
    setVerification(null);
  };

  const field = (name: keyof CardFields, label: string, extra: Record<string, string>) => {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    return (
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{label}</Label>
        <Input
          id={inputId}
          ref={(el) => {
            inputs.current[name] = el;
          }}
          inputMode="numeric"
          // Test mode: the browser must not offer to fill in a real card.
          autoComplete="off"
          value={fields[name]}
          onChange={change(name)}
          onBlur={blur(name)}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? errorId : undefined}
          {...extra}
        />
        <FieldError id={errorId}>{errors[name]}</FieldError>
      </div>
    );
  };

  return (
    <div className="grid gap-4">
      <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>Test mode</strong>: no real card is charged. Use 4242 4242 4242 4242 with any future expiry
          date and any CVC.
        </span>
      </p>
      {field("number", "Card number", { placeholder: "1234 1234 1234 1234" })}
      <div className="grid grid-cols-2 gap-4">
        {field("expiry", "Expiry date", { placeholder: "MM / YY" })}
        {field("cvc", "CVC", { placeholder: "123" })}
      </div>
      <VerificationDialog open={verification !== null} onChoose={choose} />
    </div>
  );
}
