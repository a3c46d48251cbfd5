import { type FormEvent, useId, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Input, Textarea } from "#web/components/ui/input.tsx";
import { errorMessage } from "#web/lib/api.ts";
import { leaveMessage } from "../leave-message.ts";

/** Shown while no one from the shop is online: the shopper leaves an email and a message instead. */
export function LeaveMessageForm() {
  const id = useId();
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const [error, setError] = useState("");
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? "").trim();
    setState("sending");
    setError("");
    try {
      await leaveMessage({ name: field("name"), email: field("email"), message: field("message") });
      setState("sent");
    } catch (e) {
      setError(errorMessage(e, "Could not send your message. Please try again."));
      setState("idle");
    }
  };
  if (state === "sent") {
    return (
      <p role="status" className="text-sm text-zinc-800">
        Thank you. Your message has reached us and we'll reply by email.
      </p>
    );
  }
  return (
    <form onSubmit={submit} aria-label="Leave a message" className="flex flex-col gap-2 text-sm">
      <label htmlFor={`${id}-name`}>Your name</label>
      <Input id={`${id}-name`} name="name" required maxLength={120} autoComplete="name" />
      <label htmlFor={`${id}-email`}>Your email</label>
      <Input id={`${id}-email`} name="email" type="email" required maxLength={254} autoComplete="email" />
      <label htmlFor={`${id}-message`}>Your message</label>
      <Textarea id={`${id}-message`} name="message" required maxLength={5000} />
      {error ? (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={state === "sending"}>
        Leave message
      </Button>
    </form>
  );
}
