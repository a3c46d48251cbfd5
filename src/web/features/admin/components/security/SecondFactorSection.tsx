import { useState } from "react";
import type { EnrolmentStart, SecondFactorStatus } from "#shared/schemas/admin-security.ts";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import {
  useConfirmEnrolment,
  useRegenerateRecoveryCodes,
  useRemoveSecondFactor,
  useSecondFactorStatus,
  useStartEnrolment,
} from "#web/features/admin/api/security.ts";
import { errorMessage } from "#web/lib/api.ts";
import { CodeForm } from "./CodeForm.tsx";
import { RecoveryCodesList } from "./RecoveryCodesList.tsx";

const failed = (error: unknown) =>
  toast({ title: "Error", description: errorMessage(error), variant: "destructive" });

/** The QR code and the secret as text, then one current code to confirm. */
function Enrolment({ start, onCodes }: { start: EnrolmentStart; onCodes: (codes: string[]) => void }) {
  const confirm = useConfirmEnrolment();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-zinc-700">
        Scan this QR code with an authenticator app (or type the key into it), then enter the 6-digit code it
        shows.
      </p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(start.qrSvg)}`}
        alt="QR code for your authenticator app"
        width={180}
        height={180}
        className="rounded-md border border-zinc-200 bg-white"
      />
      <p className="text-sm">
        Key:{" "}
        <code data-testid="totp-secret" className="break-all font-mono">
          {start.secret}
        </code>
      </p>
      <CodeForm
        label="Code from the app"
        action="Confirm"
        pending={confirm.isPending}
        // Awaited rather than a mutate callback: the answer refreshes the status, which can unmount this form
        // before a callback of its own would run, and the recovery codes must still be shown.
        onCode={(code) => confirm.mutateAsync(code).then(onCodes, failed)}
      />
    </div>
  );
}

/** Where the person stands with the second factor, and setting it up, renewing recovery codes or removing it. */
export function SecondFactorSection() {
  const status = useSecondFactorStatus();
  const startEnrolment = useStartEnrolment();
  const [started, setStarted] = useState<EnrolmentStart | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const enrolled = (newCodes: string[]) => {
    setStarted(null);
    setCodes(newCodes);
    toast({ title: "Second factor on", description: "A code will be asked for after your password." });
  };

  return (
    <section aria-labelledby="second-factor-heading" className="flex flex-col gap-3">
      <h2 id="second-factor-heading" className="text-xl font-bold">
        Second factor
      </h2>
      {codes ? <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} /> : null}
      {status.isPending ? (
        <p role="status" className="text-zinc-600">
          Loading your second factor…
        </p>
      ) : status.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="text-sm text-red-800">
            Could not load your second factor: {errorMessage(status.error)}
          </p>
          <Button size="sm" variant="outline" onClick={() => status.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <SecondFactorState
          data={status.data}
          started={started}
          onEnrolled={enrolled}
          onCodes={setCodes}
          onStart={() => startEnrolment.mutate(undefined, { onSuccess: setStarted, onError: failed })}
          starting={startEnrolment.isPending}
        />
      )}
    </section>
  );
}

interface StateProps {
  data: SecondFactorStatus;
  started: EnrolmentStart | null;
  onEnrolled: (codes: string[]) => void;
  onCodes: (codes: string[]) => void;
  onStart: () => void;
  starting: boolean;
}

function SecondFactorState({ data, started, onEnrolled, onCodes, onStart, starting }: StateProps) {
  const regenerate = useRegenerateRecoveryCodes();
  const remove = useRemoveSecondFactor();
  return data.state === "enabled" ? (
    <div className="flex flex-col gap-4">
      <p>
        On since {new Date(data.enabledAt ?? "").toLocaleDateString("en-GB")}. {data.recoveryCodesLeft}{" "}
        recovery codes left.
      </p>
      <CodeForm
        label="Code for new recovery codes"
        action="New recovery codes"
        pending={regenerate.isPending}
        onCode={(code) => regenerate.mutate(code, { onSuccess: onCodes, onError: failed })}
      />
      <CodeForm
        label="Code to remove it"
        action="Remove second factor"
        pending={remove.isPending}
        onCode={(code) =>
          remove.mutate(code, {
            onSuccess: () => toast({ title: "Second factor removed" }),
            onError: failed,
          })
        }
      />
    </div>
  ) : started ? (
    <Enrolment start={started} onCodes={onEnrolled} />
  ) : (
    <div className="flex flex-col items-start gap-3">
      <p className="text-zinc-700">
        {data.state === "must-enrol"
          ? "Your role needs a second factor: set one up to use the admin."
          : "Not set up. With a second factor, a code from your phone is asked for after your password."}
      </p>
      <Button onClick={onStart} disabled={starting}>
        Set up a second factor
      </Button>
    </div>
  );
}
