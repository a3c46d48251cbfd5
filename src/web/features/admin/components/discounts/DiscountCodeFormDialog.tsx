import { useId } from "react";
import { type Path, useForm } from "react-hook-form";
import { checkDiscountCode, type DiscountCode } from "#shared/schemas/discount-codes.ts";
import { toast } from "#web/components/ui/use-toast.ts";
import { useSaveDiscountCode } from "#web/features/admin/api/save-discount-code.ts";
import { ApiError, errorMessage } from "#web/lib/api.ts";
import { AdminDialog, FormDialogFooter } from "../AdminDialog.tsx";
import { DiscountFields } from "./DiscountFields.tsx";
import {
  type DiscountFormValues,
  discountFormFrom,
  emptyDiscountForm,
  toDiscountInput,
} from "./discount-form.ts";

/** The server's field issues, when it sent any: [{ path, message }]. */
function serverIssues(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  try {
    const body = JSON.parse(error.body) as { issues?: { path: string; message: string }[] };
    return Array.isArray(body.issues) ? body.issues : [];
  } catch {
    return [];
  }
}

/** Create (no code) or edit a discount code. The shared rules give instant feedback; the server decides. */
export function DiscountCodeFormDialog({ code, onClose }: { code?: DiscountCode; onClose: () => void }) {
  const editing = code !== undefined;
  const form = useForm<DiscountFormValues>({
    defaultValues: code ? discountFormFrom(code) : emptyDiscountForm(),
  });
  const save = useSaveDiscountCode();
  const formId = useId();

  const onSubmit = form.handleSubmit((values) => {
    const body = toDiscountInput(values);
    const check = checkDiscountCode(body);
    if (!check.ok) {
      form.setError(
        check.path as Path<DiscountFormValues>,
        { message: check.message },
        { shouldFocus: true },
      );
      return;
    }
    save.mutate(
      { id: code?.id, body },
      {
        onSuccess: (saved) => {
          toast({
            title: editing ? "Discount code updated" : "Discount code created",
            description: `${saved.code} is saved.`,
          });
          onClose();
        },
        onError: (error) => {
          for (const issue of serverIssues(error)) {
            if (issue.path in values)
              form.setError(issue.path as Path<DiscountFormValues>, { message: issue.message });
          }
          toast({
            title: editing ? "Failed to update discount code" : "Failed to create discount code",
            description: errorMessage(error, "Please try again."),
            variant: "destructive",
          });
        },
      },
    );
  });

  return (
    <AdminDialog
      open
      onOpenChange={(next) => !next && onClose()}
      size="md"
      title={editing ? "Edit Discount Code" : "Create Discount Code"}
      description="Fields marked * are required."
      footer={
        <FormDialogFooter
          form={formId}
          onClose={onClose}
          pending={save.isPending}
          submit={editing ? "Save Changes" : "Create Code"}
          pendingText="Saving..."
        />
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit}>
        <DiscountFields form={form} />
      </form>
    </AdminDialog>
  );
}
