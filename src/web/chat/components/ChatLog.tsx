import { type ReactNode, useEffect, useRef } from "react";
import { londonTime } from "#shared/dates.ts";
import { cn } from "#web/lib/cn.ts";
import type { ChatMessage } from "../chat-messages.ts";

interface ChatLogProps {
  messages: ChatMessage[];
  /** Whose messages sit on the right: the shopper's own ("other") or the admin's ("admin"). */
  mine: "other" | "admin";
  label: string;
  empty: string;
  className?: string;
  /** Extra content under a message's sender line (the admin console's conversation tag). */
  meta?: (message: ChatMessage) => ReactNode;
}

/** The message history; keeps the newest message in view and announces new ones politely. */
export function ChatLog({ messages, mine, label, empty, className, meta }: ChatLogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the newest message changes
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last]);

  return (
    <div
      ref={ref}
      role="log"
      aria-label={label}
      aria-live="polite"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={cn(
        "flex flex-col gap-2 overflow-y-auto p-3 focus-visible:outline-2 focus-visible:outline-ember-500",
        className,
      )}
    >
      {messages.length === 0 ? <p className="m-auto text-sm text-zinc-500">{empty}</p> : null}
      {messages.map((m, index) => {
        if (m.type === "system") {
          return (
            <p
              key={m.id ?? `system-${index}`}
              className={cn("text-center text-xs", m.event === "error" ? "text-red-700" : "text-zinc-500")}
            >
              {m.message}
            </p>
          );
        }
        const own = m.type === mine;
        return (
          <div
            key={m.id ?? `pending-${index}`}
            data-chat-message={m.type}
            className={cn(
              "max-w-[85%] rounded-lg px-3 py-2 text-sm",
              own ? "self-end bg-ink text-white" : "self-start bg-zinc-100 text-zinc-900",
            )}
          >
            <div className={cn("mb-0.5 text-xs font-semibold", own ? "text-zinc-300" : "text-zinc-600")}>
              {m.type === "admin" ? "Support" : m.sender} · {londonTime(m.timestamp)}
              {meta ? meta(m) : null}
            </div>
            <p className="break-words whitespace-pre-wrap">{m.message}</p>
          </div>
        );
      })}
    </div>
  );
}
