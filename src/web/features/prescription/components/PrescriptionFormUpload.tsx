import { FileText, Upload, X } from "lucide-react";
import { Tabs } from "radix-ui";
import { type DragEvent, useEffect, useRef, useState } from "react";
import type { UploadType } from "#shared/schemas/prescription.ts";
import { cn } from "#web/lib/cn.ts";
import { PrescriptionFormSection } from "./PrescriptionFormField.tsx";
import {
  checkChosenFile,
  FILE_INPUT_ACCEPT,
  type FileProblem,
  formatMegabytes,
} from "./prescription-form-file.ts";

interface PrescriptionFormUploadProps {
  mode: UploadType;
  onModeChange(mode: UploadType): void;
  file: File | null;
  onFileChange(file: File | null): void;
  /** Why the chosen (or sent) file was refused, shown under the drop zone until another file is chosen. */
  problem: FileProblem | null;
  onProblem(problem: FileProblem | null): void;
}

const FILE_ERROR_ID = "prescription-file-error";

const triggerClasses = cn(
  "flex-1 cursor-pointer rounded-md px-3 py-2 text-sm font-semibold text-zinc-700 transition-colors",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-500",
  "data-[state=active]:bg-white data-[state=active]:text-zinc-900 data-[state=active]:shadow-sm",
);

export function PrescriptionFormUpload({
  mode,
  onModeChange,
  file,
  onFileChange,
  problem,
  onProblem,
}: PrescriptionFormUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  // A refusal after pressing Submit appears far from the button: bring it into view.
  useEffect(() => {
    if (problem) alertRef.current?.scrollIntoView?.({ block: "center" });
  }, [problem]);

  const choose = async (chosen: File | undefined) => {
    if (inputRef.current) inputRef.current.value = "";
    if (!chosen) return;
    const refused = await checkChosenFile(chosen);
    onProblem(refused);
    if (refused) {
      onFileChange(null);
      return;
    }
    onFileChange(chosen);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  };

  const remove = () => {
    onFileChange(null);
    inputRef.current?.focus();
  };

  return (
    <PrescriptionFormSection title="Prescription Image">
      <Tabs.Root value={mode} onValueChange={(value) => onModeChange(value as UploadType)}>
        <Tabs.List
          aria-label="How to give your prescription"
          className="flex gap-1 rounded-lg bg-zinc-100 p-1"
        >
          <Tabs.Trigger value="manual" className={triggerClasses}>
            Enter Manually
          </Tabs.Trigger>
          <Tabs.Trigger value="upload" className={triggerClasses}>
            Upload Prescription
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="manual" className="pt-4 text-sm text-zinc-700">
          Type your prescription into the sections above. Leave blank anything your prescription doesn't show.
        </Tabs.Content>
        <Tabs.Content value="upload" tabIndex={-1} className="grid grid-cols-1 gap-3 pt-4">
          <input
            ref={inputRef}
            id="prescription-file"
            type="file"
            accept={FILE_INPUT_ACCEPT}
            className="peer sr-only"
            tabIndex={file ? -1 : undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? FILE_ERROR_ID : undefined}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <label
            htmlFor="prescription-file"
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={cn(
              "flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-zinc-300 p-6 text-center transition-colors hover:border-zinc-900",
              "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ember-500",
              dragging && "border-ember-500 bg-ember-500/5",
              // Still there for screen readers: it names the file input.
              file && "sr-only",
            )}
          >
            <Upload aria-hidden="true" className="size-8 text-zinc-500" />
            <span className="font-semibold">Click to upload your prescription</span>
            <span className="text-sm text-zinc-600">JPEG, PNG, WebP or PDF (max 5MB)</span>
          </label>
          {problem ? (
            <div
              ref={alertRef}
              id={FILE_ERROR_ID}
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              <p className="font-semibold">{problem.title}</p>
              <p>{problem.description}</p>
              <p>Choose another file, or switch to Enter Manually and type your prescription in.</p>
            </div>
          ) : null}
          {file ? (
            <div className="flex items-center gap-3 rounded-lg border border-zinc-200 bg-zinc-50 p-3">
              <FileText aria-hidden="true" className="size-6 shrink-0 text-zinc-600" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold" title={file.name}>
                  {file.name}
                </p>
                <p className="text-sm text-zinc-600">{formatMegabytes(file.size)}</p>
              </div>
              <button
                type="button"
                onClick={remove}
                aria-label={`Remove ${file.name}`}
                className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-zinc-200 focus-visible:outline-2 focus-visible:outline-ember-500"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
          ) : null}
          <p className="text-sm text-zinc-600">
            You can still fill in the other fields as well. Your contact details and pupillary distance are
            needed either way.
          </p>
        </Tabs.Content>
      </Tabs.Root>
    </PrescriptionFormSection>
  );
}
