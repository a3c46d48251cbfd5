import { RequireAdmin } from "#web/admin-auth/RequireAdmin.tsx";
import { AdminDashboard } from "../components/AdminDashboard.tsx";

/** /admin (back-office.md §2): the dashboard behind the sign-in guard. */
export default function AdminPage() {
  return (
    <RequireAdmin>
      <AdminDashboard />
    </RequireAdmin>
  );
}
