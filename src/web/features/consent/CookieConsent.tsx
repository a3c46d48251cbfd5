import { Cookie } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import {
  ACCEPT_ALL,
  type ConsentChoices,
  DEFAULT_CONSENT,
  NECESSARY_ONLY,
  onOpenCookiePreferences,
  saveConsent,
  useConsent,
} from "../../lib/consent.ts";

/** The dialog's code (Radix Dialog and Switch) loads only when someone opens it. */
const CookiePreferencesDialog = lazy(() => import("./CookiePreferencesDialog.tsx"));

/**
 * The banner on a first visit, and the preferences dialog (back-office.md §2 and §4). The banner is
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
          <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
            <div className="flex gap-3">
              <Cookie aria-hidden="true" className="mt-0.5 hidden size-6 shrink-0 text-ember-700 sm:block" />
              <div>
                <h2 id="cookie-banner-title" className="font-bold">
                  Cookies on this site
                </h2>
                <p className="mt-1 text-sm text-zinc-700">
                  We use necessary cookies to run the shop. With your permission we also use analytics cookies
                  to see how the site is used and marketing cookies to measure our adverts. Prescription
                  details are never shared.{" "}
                  <Link to="/privacy-policy" className="font-semibold text-ember-700 underline">
                    Privacy Policy
                  </Link>
                </p>
              </div>
            </div>
            <div className="grid gap-2 sm:flex sm:shrink-0">
              <Button variant="outline" onClick={openDialog}>
                Manage Preferences
              </Button>
              <Button variant="outline" onClick={() => choose(NECESSARY_ONLY)}>
                Accept Necessary Only
              </Button>
              <Button onClick={() => choose(ACCEPT_ALL)}>Accept All</Button>
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
