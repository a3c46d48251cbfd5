import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, Send } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { ContactMessageInput } from "#shared/schemas/contact.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { toast } from "#web/components/ui/use-toast.ts";
import { usePostContactMessage } from "#web/features/content/api/post-contact-message.ts";
import { errorMessage } from "#web/lib/api.ts";
import { TextField } from "./TextField.tsx";

type FormValues = ContactMessageInput;
const EMPTY: FormValues = { name: "", email: "", subject: "", message: "" };

/** The support contact form; `source` tells the admin which page the message came from. */
export function ContactForm({ source, compact = false }: { source: string; compact?: boolean }) {
  const id = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const post = usePostContactMessage();
  const form = useForm<FormValues>({ resolver: zodResolver(ContactMessageInput), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await post.mutateAsync({ ...values, source });
      setSentTo(values.email.trim());
      form.reset(EMPTY);
    } catch (error) {
      toast({
        title: "Message not sent",
        description: `${errorMessage(error, "Please try again.")} You can also e-mail or call us.`,
        variant: "destructive",
      });
    }
  });

  if (sentTo) {
    return (
      <div role="status" className="rounded-xl border border-green-200 bg-green-50 p-6 text-green-900">
        <p className="flex items-center gap-2 text-lg font-bold">
          <CircleCheck aria-hidden="true" className="size-5" />
          Thank you, your message has been sent.
        </p>
        <p className="mt-2">We'll reply to {sentTo} within one working day.</p>
        <Button variant="outline" className="mt-4" onClick={() => setSentTo(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  const field = (name: keyof FormValues) => ({
    id: `${id}-${name}`,
    error: errors[name]?.message,
    registration: form.register(name),
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={post.isPending} className="grid gap-4">
      <div className={compact ? "grid gap-4" : "grid gap-4 sm:grid-cols-2"}>
        <TextField label="Name" autoComplete="name" {...field("name")} />
        <TextField label="Email" type="email" autoComplete="email" {...field("email")} />
      </div>
      <TextField label="Subject" {...field("subject")} />
      <TextField label="Message" multiline rows={compact ? 4 : 6} {...field("message")} />
      <Button type="submit" size="lg" disabled={post.isPending} className="justify-self-start">
        {post.isPending ? (
          <>
            <Spinner label="Sending" />
            Sending...
          </>
        ) : (
          <>
            <Send aria-hidden="true" />
            Send message
          </>
        )}
      </Button>
    </form>
  );
}
