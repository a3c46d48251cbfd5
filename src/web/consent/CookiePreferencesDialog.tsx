import { X } from "lucide-react";
import { Dialog, Switch } from "radix-ui";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import type { ConsentChoices, OptionalCategory } from "#web/lib/consent.ts";

const CATEGORIES: ReadonlyArray<{ key: keyof ConsentChoices; title: string; text: string }> = [
  {
    key: "necessary",
    title: "Necessary",
    text: "Keep your basket, checkout and security working. These cannot be switched off.",
  },
  {
    key: "analytics",
    title: "Analytics",
    text: "Count visits and page views so we can improve the shop. Never used on prescription pages.",
  },
  {
    key: "marketing",
    title: "Marketing",
    text: "Let our advertising partner measure which adverts lead to orders.",
  },
  {
    key: "preferences",
    title: "Preferences",
    text: "Remember choices such as your preferred settings between visits.",
  },
];

interface CookiePreferencesDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  initial: ConsentChoices;
  onSave(choices: ConsentChoices): void;
}

export default function CookiePreferencesDialog({
  open,
  onOpenChange,
  initial,
  onSave,
}: CookiePreferencesDialogProps) {
  const [choices, setChoices] = useState<ConsentChoices>(initial);

  useEffect(() => {
    if (open) setChoices(initial);
  }, [open, initial]);

  const toggle = (key: OptionalCategory, on: boolean) => setChoices((prev) => ({ ...prev, [key]: on }));

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 text-zinc-900 shadow-2xl sm:p-6">
          <Dialog.Title className="pr-10 font-display text-2xl font-bold">Cookie Preferences</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-zinc-700">
            Choose which cookies we may use. You can change this at any time.
          </Dialog.Description>
          <ul className="mt-5 divide-y divide-zinc-200 border-y border-zinc-200">
            {CATEGORIES.map(({ key, title, text }) => {
              const id = `cookie-${key}`;
              return (
                <li key={key} className="flex items-start justify-between gap-4 py-4">
                  <div>
                    <label htmlFor={id} className="font-semibold">
                      {title}
                    </label>
                    <p id={`${id}-text`} className="mt-0.5 text-sm text-zinc-700">
                      {text}
                    </p>
                  </div>
                  <Switch.Root
                    id={id}
                    checked={choices[key]}
                    disabled={key === "necessary"}
                    onCheckedChange={(on) => {
                      if (key !== "necessary") toggle(key, on);
                    }}
                    aria-describedby={`${id}-text`}
                    className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-zinc-400 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-500 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-ink"
                  >
                    <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
                  </Switch.Root>
                </li>
              );
            })}
          </ul>
          <p className="mt-4 text-sm text-zinc-700">
            Read more in our{" "}
            <Link
              to="/privacy-policy"
              onClick={() => onOpenChange(false)}
              className="font-semibold text-ember-700 underline"
            >
              Privacy Policy
            </Link>
            .
          </p>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="outline">Cancel</Button>
            </Dialog.Close>
            <Button onClick={() => onSave(choices)}>Save Preferences</Button>
          </div>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 inline-flex size-10 cursor-pointer items-center justify-center rounded-md transition hover:bg-zinc-100"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
