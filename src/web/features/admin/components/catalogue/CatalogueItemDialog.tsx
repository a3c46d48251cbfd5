import { type FormEvent, useId, useState } from "react";
import {
  type CatalogueItem,
  type CatalogueKind,
  catalogueItemInput,
  catalogueItemPatch,
  kindInfo,
} from "#shared/schemas/catalogue-admin.ts";
import { Input, Textarea } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { useSaveCatalogueItem } from "#web/features/admin/api/catalogue.ts";
import { errorMessage } from "#web/lib/api.ts";
import { AdminDialog, FormDialogFooter } from "../AdminDialog.tsx";

type Values = {
  name: string;
  description: string;
  price: string;
  hex: string;
  euRange: string;
  badge: string;
  wrapLimit: string;
  boxWidthMm: string;
  boxHeightMm: string;
  bridgeMm: string;
};

const mmText = (value: number | null | undefined) => (value == null ? "" : String(value));

/** The frame's values for prescriptions: what each input is and how it is typed. */
const FRAME_INPUTS = [
  {
    key: "wrapLimit",
    label: "Wrap limit (± dioptres, any meridian)",
    hint: "e.g. 6.00; blank: the shop's range",
  },
  { key: "boxWidthMm", label: "Lens width A (mm)", hint: "Boxed lens width, for the lab" },
  { key: "boxHeightMm", label: "Lens height B (mm)", hint: "Boxed lens height, for the lab" },
  { key: "bridgeMm", label: "Bridge DBL (mm)", hint: "Distance between lenses" },
] as const;

const valuesOf = (item?: CatalogueItem): Values => ({
  name: item?.name ?? "",
  description: item?.description ?? "",
  price: item?.price ?? "0.00",
  hex: item?.hex ?? "#111111",
  euRange: item?.euRange ?? "",
  badge: item?.badge ?? "",
  wrapLimit: item?.wrapLimit ?? "",
  boxWidthMm: mmText(item?.boxWidthMm),
  boxHeightMm: mmText(item?.boxHeightMm),
  bridgeMm: mmText(item?.bridgeMm),
});

/** The body for the kind: only its own fields; a blank badge is no badge. */
function bodyOf(kind: CatalogueKind, values: Values): Record<string, unknown> {
  const body: Record<string, unknown> = { name: values.name };
  for (const field of kindInfo(kind).fields) {
    body[field] = field === "badge" ? values.badge.trim() || null : values[field];
  }
  return body;
}

/** Add (no item) or edit one row of a list. The shared schema checks it here first; the server decides. */
export function CatalogueItemDialog({
  kind,
  item,
  onClose,
}: {
  kind: CatalogueKind;
  item?: CatalogueItem;
  onClose: () => void;
}) {
  const info = kindInfo(kind);
  const [values, setValues] = useState(() => valuesOf(item));
  const [error, setError] = useState<{ path: string; message: string } | null>(null);
  const save = useSaveCatalogueItem(kind);
  const formId = useId();
  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(kind, values);
    const check = (item ? catalogueItemPatch(kind) : catalogueItemInput(kind)).safeParse(body);
    if (!check.success) {
      const issue = check.error.issues[0];
      setError({ path: String(issue?.path[0] ?? ""), message: issue?.message ?? "Invalid" });
      return;
    }
    setError(null);
    save.mutate(
      { id: item?.id, body },
      {
        onSuccess: (saved) => {
          toast({ title: item ? "Saved" : "Added", description: `${saved.name} is saved.` });
          onClose();
        },
        onError: (e) =>
          toast({
            title: "Not saved",
            description: errorMessage(e, "Please try again."),
            variant: "destructive",
          }),
      },
    );
  };

  const field = (key: keyof Values, label: string, input: (id: string) => React.ReactNode) => {
    const id = `${formId}-${key}`;
    return (
      <div key={key} className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        {input(id)}
        <FieldError id={`${id}-error`}>{error?.path === key ? error.message : undefined}</FieldError>
      </div>
    );
  };
  const has = (f: string) => (info.fields as readonly string[]).includes(f);

  return (
    <AdminDialog
      open
      onOpenChange={(next) => !next && onClose()}
      size="md"
      title={item ? `Edit ${item.name}` : `Add to ${info.label}`}
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
        {field("name", "Name", (id) => (
          <Input id={id} value={values.name} onChange={set("name")} />
        ))}
        {has("description")
          ? field("description", "Description", (id) => (
              <Textarea id={id} value={values.description} onChange={set("description")} />
            ))
          : null}
        {has("price")
          ? field("price", `${info.priceLabel ?? "Price"} (£)`, (id) => (
              <Input id={id} inputMode="decimal" value={values.price} onChange={set("price")} />
            ))
          : null}
        {has("hex")
          ? field("hex", "Swatch", (id) => (
              <div className="flex items-center gap-2">
                <input type="color" aria-label="Swatch picker" value={values.hex} onChange={set("hex")} />
                <Input id={id} value={values.hex} onChange={set("hex")} />
              </div>
            ))
          : null}
        {has("euRange")
          ? field("euRange", "EU size range", (id) => (
              <Input id={id} value={values.euRange} onChange={set("euRange")} />
            ))
          : null}
        {has("badge")
          ? field("badge", "Badge", (id) => <Input id={id} value={values.badge} onChange={set("badge")} />)
          : null}
        {has("wrapLimit") ? (
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">
              Frame for prescriptions (blank if not a frame)
            </legend>
            {FRAME_INPUTS.map((f) =>
              field(f.key, f.label, (id) => (
                <>
                  <Input
                    id={id}
                    inputMode="decimal"
                    value={values[f.key]}
                    onChange={set(f.key)}
                    aria-describedby={`${id}-hint`}
                  />
                  <p id={`${id}-hint`} className="text-xs text-zinc-600">
                    {f.hint}
                  </p>
                </>
              )),
            )}
          </fieldset>
        ) : null}
      </form>
    </AdminDialog>
  );
}
