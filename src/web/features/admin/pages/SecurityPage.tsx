import { RequireAdmin } from "#web/admin-auth/RequireAdmin.tsx";
import { PasswordSection } from "../components/security/PasswordSection.tsx";
import { SecondFactorSection } from "../components/security/SecondFactorSection.tsx";
import { SessionsSection } from "../components/security/SessionsSection.tsx";

export { meta } from "./SecurityPage.meta.ts";

/** /admin/security: every signed-in person's own sessions, second factor and password. */
export default function SecurityPage() {
  return (
    <RequireAdmin>
      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-8">
        <h1 className="text-3xl font-black uppercase">Security</h1>
        <SecondFactorSection />
        <SessionsSection />
        <PasswordSection />
      </div>
    </RequireAdmin>
  );
}
