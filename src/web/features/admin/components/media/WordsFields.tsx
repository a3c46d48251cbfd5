import type { ReactNode } from "react";
import type { MediaKind } from "#shared/schemas/media.ts";
import { Input } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import type { WordsErrors } from "./upload-checks.ts";

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  disabled?: boolean;
  hint?: ReactNode;
  onChange(value: string): void;
}

function TextField({ id, label, value, error, disabled, hint, onChange }: TextFieldProps) {
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <FieldError id={`${id}-error`}>{error}</FieldError>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-zinc-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

interface Props {
  /** Prefix of the fields' ids. */
  id: string;
  kind: MediaKind | null;
  alt: string;
  caption: string;
  errors: WordsErrors;
  disabled?: boolean;
  onChange(words: { alt?: string; caption?: string }): void;
}

/** An item's alt text (required for a photo) and caption, each with its message. */
export function WordsFields({ id, kind, alt, caption, errors, disabled, onChange }: Props) {
  return (
    <>
      <TextField
        id={`${id}-alt`}
        label={`Alt text${kind === "photo" ? " (required)" : " (optional)"}`}
        value={alt}
        error={errors.alt}
        disabled={disabled}
        hint="What the picture shows, for people who cannot see it (at most 300 characters)."
        onChange={(value) => onChange({ alt: value })}
      />
      <TextField
        id={`${id}-caption`}
        label="Caption (optional)"
        value={caption}
        error={errors.caption}
        disabled={disabled}
        onChange={(value) => onChange({ caption: value })}
      />
    </>
  );
}
