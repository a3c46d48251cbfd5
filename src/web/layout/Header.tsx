import { Zap } from "lucide-react";
import { Link } from "react-router";
import { useAuth } from "../admin-auth/use-auth.ts";
import { BasketButton } from "./BasketButton.tsx";
import { DesktopNav } from "./DesktopNav.tsx";
import { Logo } from "./Logo.tsx";
import { MobileMenuButton } from "./MobileMenuButton.tsx";
import { EXPRESS_CHECKOUT_LINK } from "./nav-links.ts";

export function Header() {
  const { isAuthenticated } = useAuth();
  return (
    <header className="sticky top-0 z-40 bg-ink text-white shadow-lg shadow-black/20">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Logo />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Link
            to={EXPRESS_CHECKOUT_LINK.to}
            className="hidden h-10 items-center gap-1.5 rounded-md bg-ember-500 px-4 text-sm font-bold text-ink transition-colors hover:bg-ember-600 md:inline-flex"
          >
            <Zap aria-hidden="true" className="size-4" />
            {EXPRESS_CHECKOUT_LINK.label}
          </Link>
          <BasketButton />
          <MobileMenuButton showAdmin={isAuthenticated} />
        </div>
      </div>
      <div className="hidden border-t border-white/10 md:block">
        <div className="mx-auto max-w-7xl px-1 lg:px-4">
          <DesktopNav showAdmin={isAuthenticated} />
        </div>
      </div>
    </header>
  );
}
