import { Zap } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Sheet, SheetBody, SheetContent, SheetHeader, SheetTitle } from "../components/ui/sheet.tsx";
import { cn } from "../lib/cn.ts";
import {
  ADMIN_LINK,
  EXPRESS_CHECKOUT_LINK,
  isActivePath,
  MAIN_NAV,
  type NavTarget,
  SUPPORT_LINK,
} from "./nav-links.ts";

function MenuLink({
  target,
  onNavigate,
  nested,
}: {
  target: NavTarget;
  onNavigate: () => void;
  nested?: boolean;
}) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, target.to);
  return (
    <Link
      to={target.to}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      className={cn(
        "block rounded-md px-3 py-2.5 font-semibold transition-colors hover:bg-white/10",
        nested ? "text-sm text-zinc-300" : "text-base text-white",
        active && "text-ember-500",
      )}
    >
      {target.label}
    </Link>
  );
}

interface MobileMenuProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  showAdmin: boolean;
  /** Where focus goes back to when the menu closes. */
  returnFocusTo: string;
}

export function MobileMenu({ open, onOpenChange, showAdmin, returnFocusTo }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        closeLabel="Close menu"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          document.getElementById(returnFocusTo)?.focus();
        }}
        tone="dark"
        width="sm"
      >
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
        </SheetHeader>
        <SheetBody className="p-3">
          <Link
            to={EXPRESS_CHECKOUT_LINK.to}
            onClick={close}
            className="mb-3 flex items-center justify-center gap-2 rounded-md bg-ember-500 px-4 py-3 font-bold text-ink hover:bg-ember-600"
          >
            <Zap aria-hidden="true" className="size-4" />
            {EXPRESS_CHECKOUT_LINK.label}
          </Link>
          <nav aria-label="Mobile">
            <ul className="flex flex-col gap-0.5">
              {MAIN_NAV.map((entry) =>
                entry.kind === "group" ? (
                  <li key={entry.id} className="py-1">
                    <p className="px-3 pt-2 pb-1 text-xs font-bold tracking-widest text-zinc-400 uppercase">
                      {entry.label}
                    </p>
                    <ul>
                      {entry.links.map((link) => (
                        <li key={link.to}>
                          <MenuLink target={link} onNavigate={close} nested />
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={entry.to}>
                    <MenuLink target={entry} onNavigate={close} />
                  </li>
                ),
              )}
              <li>
                <MenuLink target={SUPPORT_LINK} onNavigate={close} />
              </li>
              {showAdmin ? (
                <li>
                  <MenuLink target={ADMIN_LINK} onNavigate={close} />
                </li>
              ) : null}
            </ul>
          </nav>
        </SheetBody>
      </SheetContent>
    </Sheet>
  );
}
