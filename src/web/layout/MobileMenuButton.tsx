import { Menu } from "lucide-react";
import { Suspense, useState } from "react";
import { LazyMobileMenu, loadMobileMenu } from "./lazy-chunks.ts";

const BUTTON_ID = "mobile-menu-button";

export function MobileMenuButton({ showAdmin }: { showAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so that closing can animate.
  const [mounted, setMounted] = useState(false);

  return (
    <>
      <button
        id={BUTTON_ID}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadMobileMenu}
        onFocus={loadMobileMenu}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className="inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-white hover:bg-white/10 md:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <LazyMobileMenu
            open={open}
            onOpenChange={setOpen}
            showAdmin={showAdmin}
            returnFocusTo={BUTTON_ID}
          />
        </Suspense>
      ) : null}
    </>
  );
}
