import { RequireAdmin } from "#web/admin-auth/RequireAdmin.tsx";
import { AdminDashboard } from "../components/AdminDashboard.tsx";

export { meta } from "./AdminPage.meta.ts";

/** /admin: the dashboard behind the sign-in guard. */
export default function AdminPage() {
  return (
    <RequireAdmin>
      <AdminDashboard />
    </RequireAdmin>
  );
}
