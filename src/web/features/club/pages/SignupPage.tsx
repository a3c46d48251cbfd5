import { Check } from "lucide-react";
import { lazy } from "react";
import { Link } from "react-router";
import { CLUB_DISCOUNT_PERCENT } from "#shared/catalogue.ts";
import { AfterFirstView } from "#web/components/AfterFirstView.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";

export { meta } from "./SignupPage.meta.ts";

/** The form's code (react-hook-form and the zod schema) loads beside the page, not before its heading. */
const ClubSignupForm = lazy(() =>
  import("../components/ClubSignupForm.tsx").then((m) => ({ default: m.ClubSignupForm })),
);

const BENEFITS = [
  `Lifetime ${CLUB_DISCOUNT_PERCENT}% discount on all orders`,
  "Early access to new launches",
  "Member-only competitions",
  "Regular product updates",
] as const;

export default function SignupPage() {
  return (
    <section className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:items-start">
      <div>
        <p className="text-sm font-bold tracking-widest text-ember-700 uppercase">
          {CLUB_DISCOUNT_PERCENT}% off, for life
        </p>
        <h1 className="mt-2 font-display text-4xl font-black sm:text-5xl">Join the Club</h1>
        <p className="mt-4 max-w-prose text-zinc-700">
          Sign up with your first name and email address and we'll send you a personal discount code that
          works on every order you ever place with us.
        </p>
        <h2 className="mt-8 text-lg font-bold">Member benefits</h2>
        <ul className="mt-3 grid gap-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-3">
              <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-ember-500 text-ink">
                <Check aria-hidden="true" className="size-4" />
              </span>
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm text-zinc-600">
          Read how we look after your details in our{" "}
          <Link to="/privacy-policy" className="font-semibold text-ember-700 underline">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Get your code</CardTitle>
        </CardHeader>
        <CardContent>
          <AfterFirstView fallback={<Skeleton className="h-72 w-full" />}>
            <ClubSignupForm />
          </AfterFirstView>
        </CardContent>
      </Card>
    </section>
  );
}
