import { useId } from "react";
import { AccessLogSection } from "./AccessLogSection.tsx";
import { PrivacyLookup } from "./PrivacyLookup.tsx";
import { PrivacyRequestsSection } from "./PrivacyRequestsSection.tsx";

/** UK GDPR requests: find, export or erase one person's data; the records of both; the access log. */
export function PrivacyTab() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h2 id={headingId} className="text-2xl font-black uppercase">
          Privacy
        </h2>
        <p className="max-w-3xl text-sm text-zinc-600">
          Find everything stored about one email address, export it for a subject access request, or erase it.
          Paid orders keep their accounting fields for six years, as UK record keeping requires.
        </p>
      </div>
      <PrivacyLookup />
      <PrivacyRequestsSection />
      <AccessLogSection />
    </section>
  );
}
