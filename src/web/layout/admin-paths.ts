/** The admin's pages, which have a layout of their own: the sign-in page and everything under /admin. */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/login" || pathname === "/admin" || pathname.startsWith("/admin/");
}
