import { MessageCircle, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";
import { ChatComposer } from "./components/ChatComposer.tsx";
import { ChatLog } from "./components/ChatLog.tsx";
import { ConnectionBadge } from "./components/ConnectionBadge.tsx";
import { LeaveMessageForm } from "./components/LeaveMessageForm.tsx";
import { OPEN_CHAT_EVENT } from "./open-chat.ts";
import { useShopperChat } from "./use-shopper-chat.ts";

export interface ChatWidgetProps {
  /** "inline" fills its container and is always open (the support popup); "floating" has a launcher. */
  variant?: "inline" | "floating";
  defaultOpen?: boolean;
  className?: string;
}

/** The shopper's live chat with the shop. */
export default function ChatWidget({
  variant = "floating",
  defaultOpen = false,
  className,
}: ChatWidgetProps) {
  const inline = variant === "inline";
  const [open, setOpen] = useState(inline || defaultOpen);
  // Connect on first opening and stay connected, so replies keep arriving while the panel is closed.
  const [started, setStarted] = useState(open);
  const inputRef = useRef<HTMLInputElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const chat = useShopperChat(started);

  const focusInput = () => requestAnimationFrame(() => inputRef.current?.focus());
  const openPanel = () => {
    setOpen(true);
    setStarted(true);
    focusInput();
  };

  // On mount: other parts of the page (the support card, Need Help) open the widget through
  // OPEN_CHAT_EVENT, and a widget opened for the shopper (Need Help) puts the focus in the typing field.
  // openPanel only uses state setters and refs, which never change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useEffect(() => {
    window.__shopChatReady = true;
    window.addEventListener(OPEN_CHAT_EVENT, openPanel);
    if (defaultOpen && !inline) focusInput();
    return () => {
      window.__shopChatReady = false;
      window.removeEventListener(OPEN_CHAT_EVENT, openPanel);
    };
  }, []);

  const closePanel = () => {
    setOpen(false);
    requestAnimationFrame(() => launcherRef.current?.focus());
  };

  const panel = (
    <section
      aria-label="Live chat support"
      onKeyDown={(e) => {
        if (e.key === "Escape" && !inline) closePanel();
      }}
      className={cn(
        "flex flex-col overflow-hidden rounded-xl border border-zinc-200 bg-white text-zinc-900 shadow-2xl",
        inline
          ? "h-full min-h-[420px]"
          : "fixed right-2 bottom-2 z-40 h-[min(560px,calc(100dvh-1rem))] w-[calc(100vw-1rem)] max-w-sm sm:right-4 sm:bottom-4",
        className,
      )}
    >
      <header className="flex items-center gap-3 bg-ink px-4 py-3 text-white">
        <MessageCircle aria-hidden="true" className="size-5 text-ember-500" />
        <div className="min-w-0 flex-1">
          <h2 className="font-display text-lg font-bold">Live Support</h2>
          <p className="text-xs text-zinc-300">We usually reply within a few minutes.</p>
        </div>
        <ConnectionBadge status={chat.status} />
        {inline ? null : (
          <button
            type="button"
            aria-label="Close chat"
            onClick={closePanel}
            className="inline-flex size-9 cursor-pointer items-center justify-center rounded-md hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-ember-500"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
      </header>
      {chat.adminOnline === false ? (
        <div className="flex max-h-[60%] flex-col gap-2 overflow-y-auto border-b border-zinc-200 bg-zinc-50 p-3">
          <p className="text-sm font-medium">
            Nobody from the shop is online right now. Leave your email and a message and we'll reply by email,
            or write below and we'll answer here when we're back.
          </p>
          <LeaveMessageForm />
        </div>
      ) : null}
      <ChatLog
        messages={chat.messages}
        mine="other"
        label="Chat messages"
        empty="Say hello: our team will answer here."
        className="flex-1"
      />
      <div className="flex flex-col gap-2 border-t border-zinc-200 p-3">
        <ChatComposer onSend={chat.send} label="Type your message" inputRef={inputRef} />
        {chat.status === "disconnected" ? (
          <p className="flex items-center justify-between gap-2 text-xs text-zinc-600">
            Connection lost. Retrying every 5 seconds…
            <Button size="sm" variant="link" onClick={chat.reconnect}>
              Reconnect now
            </Button>
          </p>
        ) : null}
      </div>
    </section>
  );

  if (inline || open) return panel;
  return (
    <Button
      ref={launcherRef}
      onClick={openPanel}
      className="fixed right-4 bottom-4 z-40 shadow-xl"
      aria-label="Open live chat"
    >
      <MessageCircle aria-hidden="true" />
      Live Chat
    </Button>
  );
}
