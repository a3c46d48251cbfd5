import { type FormEvent, type ReactNode, useId, useState } from "react";
import {
  type AdminTestimonial,
  QUOTE_MAX,
  TESTIMONIAL_PAGE_LABELS,
  TESTIMONIAL_PAGES,
  TestimonialInput,
  type TestimonialPage,
} from "#shared/schemas/testimonials.ts";
import { Input, Textarea } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { useSaveTestimonial } from "#web/features/admin/api/testimonials.ts";
import { errorMessage } from "#web/lib/api.ts";
import { AdminDialog, FormDialogFooter } from "../AdminDialog.tsx";
import { NativeSelect } from "../NativeSelect.tsx";

type Text = "name" | "achievement" | "quote" | "location" | "sport" | "source";
type Values = Record<Text, string> & { page: TestimonialPage; verified: boolean; active: boolean };

const valuesOf = (t?: AdminTestimonial): Values => ({
  name: t?.name ?? "",
  achievement: t?.achievement ?? "",
  quote: t?.quote ?? "",
  location: t?.location ?? "",
  sport: t?.sport ?? "",
  source: t?.source ?? "",
  page: t?.page ?? "prescription-guide",
  verified: t?.verified ?? false,
  active: t?.active ?? true,
});

/** Add (no testimonial) or edit one. The shared schema checks it here first; the server decides. */
export function TestimonialDialog({ item, onClose }: { item?: AdminTestimonial; onClose: () => void }) {
  const [values, setValues] = useState(() => valuesOf(item));
  const [error, setError] = useState<{ path: string; message: string } | null>(null);
  const save = useSaveTestimonial();
  const formId = useId();
  const set = (key: Text) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = TestimonialInput.safeParse(values);
    if (!check.success) {
      const issue = check.error.issues[0];
      setError({ path: String(issue?.path[0] ?? ""), message: issue?.message ?? "Invalid" });
      return;
    }
    setError(null);
    save.mutate(
      { id: item?.id, body: check.data },
      {
        onSuccess: (saved) => {
          toast({ title: item ? "Saved" : "Added", description: `${saved.name}'s testimonial is saved.` });
          onClose();
        },
        onError: (e) => setError({ path: "", message: errorMessage(e, "Not saved. Please try again.") }),
      },
    );
  };

  const field = (
    key: Text | "page",
    label: string,
    input: (id: string, describedBy?: string) => ReactNode,
  ) => {
    const id = `${formId}-${key}`;
    const message = error?.path === key ? error.message : undefined;
    return (
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        {input(id, message ? `${id}-error` : undefined)}
        <FieldError id={`${id}-error`}>{message}</FieldError>
      </div>
    );
  };
  const text = (key: Text, label: string) =>
    field(key, label, (id, describedBy) => (
      <Input
        id={id}
        value={values[key]}
        onChange={set(key)}
        aria-invalid={describedBy ? true : undefined}
        aria-describedby={describedBy}
      />
    ));

  return (
    <AdminDialog
      open
      onOpenChange={(next) => !next && onClose()}
      size="md"
      title={item ? `Edit testimonial from ${item.name}` : "Add a testimonial"}
      footer={
        <FormDialogFooter
          form={formId}
          onClose={onClose}
          pending={save.isPending}
          submit={"Save"}
          pendingText="Saving..."
        />
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {text("name", "Name")}
        {field("quote", `Quote (at most ${QUOTE_MAX} characters)`, (id, describedBy) => (
          <Textarea
            id={id}
            value={values.quote}
            onChange={set("quote")}
            aria-invalid={describedBy ? true : undefined}
            aria-describedby={describedBy}
          />
        ))}
        {text("achievement", "Achievement")}
        {text("location", "Location")}
        {text("sport", "Sport")}
        {text("source", "Source (where the quote was published, if not a sport)")}
        {field("page", "Shown on", (id) => (
          <NativeSelect
            id={id}
            value={values.page}
            onChange={(e) => setValues((v) => ({ ...v, page: e.target.value as TestimonialPage }))}
          >
            {TESTIMONIAL_PAGES.map((p) => (
              <option key={p} value={p}>
                {TESTIMONIAL_PAGE_LABELS[p]}
              </option>
            ))}
          </NativeSelect>
        ))}
        <div className="flex items-center gap-2">
          <input
            id={`${formId}-verified`}
            type="checkbox"
            checked={values.verified}
            onChange={(e) => setValues((v) => ({ ...v, verified: e.target.checked }))}
            className="size-5 cursor-pointer accent-ember-600"
          />
          <Label htmlFor={`${formId}-verified`}>Verified (matched to a paid order)</Label>
        </div>
        {error && error.path === "" ? <FieldError>{error.message}</FieldError> : null}
      </form>
    </AdminDialog>
  );
}
