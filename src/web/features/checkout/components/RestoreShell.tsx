import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { Button } from "#web/components/ui/button.tsx";

/** The restore page's frame: its heading and what the link found. */
export function RestoreShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <h1 className="font-display text-3xl font-black">{title}</h1>
      {children}
    </section>
  );
}

export function ToTheShop() {
  const navigate = useNavigate();
  return (
    <Button className="mt-6" onClick={() => navigate("/")}>
      Go to the shop
    </Button>
  );
}
