import { Lock } from "lucide-react";
import { useEffect } from "react";
import { PrescriptionForm } from "../components/PrescriptionForm.tsx";

export default function PrescriptionFormPage() {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, []);

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-4xl font-black uppercase sm:text-5xl">Prescription Details</h1>
      <p className="mt-3 text-zinc-700">
        Send us your prescription for your prescription sports sunglasses, before or after you order. Type it
        in below or upload a photo or scan of it. Fields marked * are required.
      </p>
      <p className="mt-3 flex items-start gap-2 text-sm text-zinc-600">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Your prescription is used only to make your lenses. It is never shared with advertisers or analytics.
      </p>
      <div className="mt-8">
        <PrescriptionForm />
      </div>
    </section>
  );
}
