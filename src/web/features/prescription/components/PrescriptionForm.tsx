import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  PRESCRIPTION_EXTRA_FIELDS,
  PRESCRIPTION_MEASUREMENTS,
  PrescriptionFields,
  type PrescriptionFieldsInput,
  type UploadType,
} from "#shared/schemas/prescription.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Textarea } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { ApiError, errorMessage } from "#web/lib/api.ts";
import { usePrescriptionSubmit } from "../api/prescription-form-submit.ts";
import { EYE_EXTRA_SECTIONS, PrescriptionFormEyeExtras } from "./PrescriptionFormEyeExtras.tsx";
import { EYE_SECTIONS, PrescriptionFormEyeSection } from "./PrescriptionFormEyeSection.tsx";
import { PrescriptionFormEyeTest } from "./PrescriptionFormEyeTest.tsx";
import { PrescriptionFormField, PrescriptionFormSection } from "./PrescriptionFormField.tsx";
import { PrescriptionFormUpload } from "./PrescriptionFormUpload.tsx";
import type { FileProblem } from "./prescription-form-file.ts";

const EMPTY: PrescriptionFieldsInput = {
  fullName: "",
  email: "",
  phone: "",
  ...Object.fromEntries(PRESCRIPTION_MEASUREMENTS.map((name) => [name, ""])),
  pupillaryDistance: "",
  ...Object.fromEntries(PRESCRIPTION_EXTRA_FIELDS.map((name) => [name, ""])),
  eyeTestDate: "",
  prescriber: "",
  notes: "",
  uploadType: "manual",
};

const FAILED = "Failed to submit prescription. Please try again.";

/** 413 and 415 are about the file (its size or type): the server's reason goes next to the file. */
function fileRefusal(error: unknown): FileProblem | null {
  if (!(error instanceof ApiError) || (error.status !== 413 && error.status !== 415)) return null;
  return {
    title: error.status === 413 ? "File too large" : "Invalid file type",
    description: errorMessage(error, FAILED),
  };
}

/** The order a signed link names: the form sends its token and starts with the buyer's name and email. */
interface OrderLink {
  token: string;
  orderNumber: string;
  name: string;
  email: string;
}

/** The shop's question about an order's prescription, answered with a corrected one. */
interface QueryCorrection {
  queryToken: string;
  onSent: () => void;
  /** The link is forged (403), expired (410) or already answered (409): the page says which. */
  onRefused: (error: ApiError) => void;
}

const LINK_REFUSALS = [403, 409, 410];

/**
 * `onLinkedSent`: the order's prescription has arrived (this one, or one sent before), so the page shows that.
 * `correction`: the form answers the shop's question instead, at that question's own address.
 */
export function PrescriptionForm({
  link,
  onLinkedSent,
  correction,
}: {
  link?: OrderLink;
  onLinkedSent?: () => void;
  correction?: QueryCorrection;
}) {
  const submit = usePrescriptionSubmit();
  const initial: PrescriptionFieldsInput = link
    ? { ...EMPTY, fullName: link.name, email: link.email }
    : EMPTY;
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<FileProblem | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors },
  } = useForm<PrescriptionFieldsInput, unknown, PrescriptionFields>({
    resolver: zodResolver(PrescriptionFields),
    defaultValues: initial,
  });
  const uploadType = watch("uploadType") ?? "manual";

  const onSubmit = handleSubmit((values) =>
    submit.mutate(
      { values, file, orderToken: link?.token, queryToken: correction?.queryToken },
      {
        onSuccess: () => {
          if (correction) {
            correction.onSent();
            return;
          }
          toast({
            title: "Prescription Submitted",
            description: link
              ? `We have your prescription for order ${link.orderNumber}. We'll contact you if we need any clarification.`
              : "We'll review your prescription and contact you if we need any clarification.",
          });
          reset(initial);
          setFile(null);
          setFileProblem(null);
          if (link) onLinkedSent?.();
        },
        onError: (error) => {
          if (correction && error instanceof ApiError && LINK_REFUSALS.includes(error.status)) {
            correction.onRefused(error);
            return;
          }
          if (link && error instanceof ApiError && error.status === 409) {
            toast({ title: "Prescription not sent", description: errorMessage(error, FAILED) });
            onLinkedSent?.();
            return;
          }
          const refused = fileRefusal(error);
          if (!refused) {
            toast({ title: "Error", description: FAILED, variant: "destructive" });
            return;
          }
          setFile(null);
          setFileProblem(refused);
        },
      },
    ),
  );

  const text = (name: "fullName" | "email" | "phone" | "pupillaryDistance") => ({
    id: `prescription-${name}`,
    registration: register(name),
    error: errors[name],
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Prescription details" className="grid gap-6">
      <PrescriptionFormSection title="Personal Information">
        <div className="grid gap-4 sm:grid-cols-2">
          <PrescriptionFormField label="Full Name" autoComplete="name" required {...text("fullName")} />
          <PrescriptionFormField
            label="Email Address"
            type="email"
            autoComplete="email"
            required
            {...text("email")}
          />
          <PrescriptionFormField
            label="Phone Number"
            type="tel"
            autoComplete="tel"
            placeholder="+44 7700 900123"
            required
            {...text("phone")}
          />
        </div>
      </PrescriptionFormSection>

      <PrescriptionFormEyeTest register={register} errors={errors} />

      {EYE_SECTIONS.map((section) => (
        <PrescriptionFormEyeSection
          key={section.prefix}
          title={section.title}
          prefix={section.prefix}
          register={register}
          errors={errors}
          sphere={watch(`${section.prefix}Sphere`)}
        />
      ))}

      {EYE_EXTRA_SECTIONS.map((section) => (
        <PrescriptionFormEyeExtras
          key={section.eye}
          title={section.title}
          eye={section.eye}
          register={register}
          errors={errors}
        />
      ))}

      <PrescriptionFormSection title="Additional Measurements">
        <div className="sm:max-w-xs">
          <PrescriptionFormField
            label="Pupillary Distance (mm)"
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 63"
            hint="The distance between the centres of your pupils, in millimetres. If your prescription gives one per eye, enter those above instead."
            {...text("pupillaryDistance")}
          />
        </div>
      </PrescriptionFormSection>

      <PrescriptionFormSection title="Additional Notes">
        <div className="grid gap-1.5">
          <Label htmlFor="prescription-notes">Notes (optional)</Label>
          <Textarea
            id="prescription-notes"
            placeholder="Anything else we should know about your prescription."
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={errors.notes ? "prescription-notes-error" : undefined}
            {...register("notes")}
          />
          {errors.notes?.message ? (
            <p id="prescription-notes-error" className="text-sm font-medium text-red-700">
              {errors.notes.message}
            </p>
          ) : null}
        </div>
      </PrescriptionFormSection>

      <PrescriptionFormUpload
        mode={uploadType}
        onModeChange={(mode: UploadType) => setValue("uploadType", mode)}
        file={file}
        onFileChange={setFile}
        problem={fileProblem}
        onProblem={setFileProblem}
      />

      <Button
        type="submit"
        size="lg"
        disabled={submit.isPending}
        className="w-full sm:w-auto sm:justify-self-end"
      >
        {submit.isPending ? (
          <>
            <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            Submitting...
          </>
        ) : (
          "Submit Prescription"
        )}
      </Button>
    </form>
  );
}
