import { LogOut } from "lucide-react";
import { Suspense } from "react";
import { Link, NavLink, Outlet, ScrollRestoration, useNavigate } from "react-router";
import { COMPANY } from "#shared/catalogue.ts";
import { useLogout } from "../admin-auth/api/logout.ts";
import { LOGIN_PATH } from "../admin-auth/RequireAdmin.tsx";
import { useAuth } from "../admin-auth/use-auth.ts";
import { PageRendered } from "../lib/page-settled.ts";
import { DeferredToaster } from "./DeferredToaster.tsx";
import { PageFallback } from "./PageFallback.tsx";

const navClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2.5 py-1.5 font-semibold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-ember-500 ${
    isActive ? "text-white underline underline-offset-4" : "text-zinc-300"
  }`;

/** The admin's own header: the shop's name, where the admin works, and signing out. */
function AdminHeader() {
  const { isAuthenticated } = useAuth({ always: true });
  const logout = useLogout();
  const navigate = useNavigate();
  const signOut = () =>
    logout.mutate(undefined, { onSettled: () => navigate(LOGIN_PATH, { replace: true }) });

  return (
    <header className="bg-ink text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-3 py-3 sm:px-6">
        <Link to="/admin" className="font-display text-xl font-black uppercase italic">
          {COMPANY.name} <span className="text-ember-400">Admin</span>
        </Link>
        {isAuthenticated ? (
          <nav aria-label="Admin" className="flex flex-wrap items-center gap-1 text-sm">
            <NavLink to="/admin" end className={navClasses}>
              Dashboard
            </NavLink>
            <NavLink to="/admin/barcodes" className={navClasses}>
              Barcodes
            </NavLink>
            <NavLink to="/admin/security" className={navClasses}>
              Security
            </NavLink>
            <Link to="/" className={navClasses({ isActive: false })}>
              View shop
            </Link>
            <button
              type="button"
              onClick={signOut}
              disabled={logout.isPending}
              className={`inline-flex cursor-pointer items-center gap-1.5 ${navClasses({ isActive: false })}`}
            >
              <LogOut aria-hidden="true" className="size-4" />
              Sign out
            </button>
          </nav>
        ) : null}
      </div>
    </header>
  );
}

/** The admin's pages: no storefront header, footer, cookie banner, chat or basket. */
export function AdminLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <AdminHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          <PageRendered />
        </Suspense>
      </main>
      <DeferredToaster />
      <ScrollRestoration />
    </div>
  );
}
