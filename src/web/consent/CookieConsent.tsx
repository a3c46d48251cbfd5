import { Cookie } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import {
  ACCEPT_ALL,
  type ConsentChoices,
  DEFAULT_CONSENT,
  NECESSARY_ONLY,
  onOpenCookiePreferences,
  saveConsent,
  useConsent,
} from "#web/lib/consent.ts";

/** Two buttons share a 375 px row, so their labels may wrap there. */
const WRAPPING =
  "h-auto min-h-10 py-1.5 leading-tight whitespace-normal! sm:h-11 sm:px-5 sm:whitespace-nowrap!";

/** Reject All and Accept All: one look and one width, so neither is the easier choice. */
const EQUAL = `${WRAPPING} sm:w-32`;

/** The dialog's code (Radix Dialog and Switch) loads only when someone opens it. */
const CookiePreferencesDialog = lazy(() => import("./CookiePreferencesDialog.tsx"));

/**
 * The banner on a first visit, and the preferences dialog. The banner is
 * sticky at the end of the page, so it never hides the footer for good.
 */
export function CookieConsent() {
  const consent = useConsent();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);

  const openDialog = () => {
    setDialogWanted(true);
    setDialogOpen(true);
  };
  useEffect(
    () =>
      onOpenCookiePreferences(() => {
        setDialogWanted(true);
        setDialogOpen(true);
      }),
    [],
  );

  const choose = (choices: ConsentChoices) => {
    saveConsent(choices);
    setDialogOpen(false);
  };

  return (
    <>
      {consent === null ? (
        <section
          aria-labelledby="cookie-banner-title"
          className="sticky bottom-0 z-40 border-t border-zinc-300 bg-white text-zinc-900 shadow-[0_-8px_24px_rgba(0,0,0,0.12)]"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:gap-4 sm:px-6 sm:py-4 lg:flex-row lg:items-center lg:justify-between">
            <div className="flex gap-3">
              <Cookie aria-hidden="true" className="mt-0.5 hidden size-6 shrink-0 text-ember-700 sm:block" />
              <div>
                <h2 id="cookie-banner-title" className="text-sm font-bold sm:text-base">
                  Cookies on this site
                </h2>
                <p className="mt-1 text-xs text-zinc-700 sm:text-sm">
                  We use necessary cookies to run the shop and, if you allow them, analytics and marketing
                  cookies. Prescription details are never shared.{" "}
                  <Link to="/privacy-policy" className="font-semibold text-ember-700 underline">
                    Privacy Policy
                  </Link>
                </p>
              </div>
            </div>
            {/* Refusing is as easy and as visible as accepting (ICO guidance): same look, same size. */}
            <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
              <Button variant="outline" size="sm" className={`col-span-2 ${WRAPPING}`} onClick={openDialog}>
                Manage Preferences
              </Button>
              <Button variant="dark" size="sm" className={EQUAL} onClick={() => choose(NECESSARY_ONLY)}>
                Reject All
              </Button>
              <Button variant="dark" size="sm" className={EQUAL} onClick={() => choose(ACCEPT_ALL)}>
                Accept All
              </Button>
            </div>
          </div>
        </section>
      ) : null}
      {dialogWanted ? (
        <Suspense fallback={null}>
          <CookiePreferencesDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            initial={consent ?? DEFAULT_CONSENT}
            onSave={choose}
          />
        </Suspense>
      ) : null}
    </>
  );
}
