import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useForm } from "react-hook-form";
import { OrderLookupBody } from "#shared/schemas/order-lookup.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { FieldError, Label } from "#web/components/ui/label.tsx";

type Values = { orderNumber: string; email: string };

export function OrderLookupForm(props: {
  onSubmit: (values: Values) => void;
  pending: boolean;
  error: string | null;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(OrderLookupBody),
    defaultValues: { orderNumber: "", email: "" },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(props.onSubmit)}
      className="grid gap-5"
      aria-label="Find your order"
    >
      <div className="grid gap-2">
        <Label htmlFor="lookup-number">Order number</Label>
        <Input
          id="lookup-number"
          placeholder="NDR-10001"
          autoComplete="off"
          required
          aria-invalid={errors.orderNumber ? true : undefined}
          aria-describedby={errors.orderNumber ? "lookup-number-error" : undefined}
          {...register("orderNumber")}
        />
        <FieldError id="lookup-number-error">{errors.orderNumber?.message}</FieldError>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="lookup-email">Email used for the order</Label>
        <Input
          id="lookup-email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "lookup-email-error" : undefined}
          {...register("email")}
        />
        <FieldError id="lookup-email-error">{errors.email?.message}</FieldError>
      </div>
      {props.error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {props.error}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={props.pending} aria-busy={props.pending}>
        {props.pending ? (
          <>
            <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            Finding your order...
          </>
        ) : (
          "Find my order"
        )}
      </Button>
    </form>
  );
}
