import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useForm } from "react-hook-form";
import { CLUB_DISCOUNT_PERCENT } from "#shared/catalogue.ts";
import { CLUB_CONSENT_WORDINGS, CURRENT_CLUB_CONSENT } from "#shared/club-consent.ts";
import { ClubSignupInput } from "#shared/schemas/club.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { useClubSignup } from "../api/club-signup.ts";

type Values = { firstName: string; email: string };

export function ClubSignupForm() {
  const signup = useClubSignup();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, ClubSignupInput>({
    resolver: zodResolver(ClubSignupInput),
    defaultValues: { firstName: "", email: "" },
  });

  const onSubmit = handleSubmit((values) =>
    // The consent is recorded with the wording shown below (by its id) and the page it was given on.
    signup.mutate(
      { ...values, consentWording: CURRENT_CLUB_CONSENT, page: window.location.pathname },
      {
        onSuccess: () => {
          toast({
            title: "Welcome to the Club",
            description: `Your lifetime ${CLUB_DISCOUNT_PERCENT}% discount code has been sent to ${values.email}.`,
          });
          reset();
        },
        onError: () =>
          toast({
            title: "Error",
            description: "Something went wrong. Please try again.",
            variant: "destructive",
          }),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Join the Club">
      <div className="grid gap-2">
        <Label htmlFor="club-first-name">First Name</Label>
        <Input
          id="club-first-name"
          autoComplete="given-name"
          required
          aria-invalid={errors.firstName ? true : undefined}
          aria-describedby={errors.firstName ? "club-first-name-error" : undefined}
          {...register("firstName")}
        />
        <FieldError id="club-first-name-error">{errors.firstName?.message}</FieldError>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="club-email">Email Address</Label>
        <Input
          id="club-email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "club-email-error" : undefined}
          {...register("email")}
        />
        <FieldError id="club-email-error">{errors.email?.message}</FieldError>
      </div>
      <Button type="submit" size="lg" disabled={signup.isPending} aria-busy={signup.isPending}>
        {signup.isPending ? (
          <>
            <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            Joining...
          </>
        ) : (
          `Join Now & Get ${CLUB_DISCOUNT_PERCENT}% Off`
        )}
      </Button>
      <p className="text-xs text-zinc-600">{CLUB_CONSENT_WORDINGS[CURRENT_CLUB_CONSENT]}</p>
    </form>
  );
}
