import { Send } from "lucide-react";
import { type FormEvent, type Ref, useId, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { CHAT_MAX_LENGTH } from "../chat-messages.ts";

interface ChatComposerProps {
  /** Returns true when the message went out, which clears the input. */
  onSend: (text: string) => boolean;
  label: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** The input and Send button; Enter sends. A blank message is never sent. */
export function ChatComposer({ onSend, label, placeholder, inputRef }: ChatComposerProps) {
  const [text, setText] = useState("");
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    if (onSend(text)) setText("");
  };
  return (
    <form onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        ref={inputRef}
        value={text}
        maxLength={CHAT_MAX_LENGTH}
        placeholder={placeholder ?? label}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" disabled={!text.trim()} aria-label="Send">
        <Send aria-hidden="true" />
        <span className="hidden sm:inline">Send</span>
      </Button>
    </form>
  );
}
