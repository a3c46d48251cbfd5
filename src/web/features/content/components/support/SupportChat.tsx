import { MessageCircle } from "lucide-react";
import ChatWidget from "#web/chat/ChatWidget.tsx";
import { openMountedChat } from "#web/chat/open-chat.ts";
import { Button } from "#web/components/ui/button.tsx";

/** The live chat slot (#support-chat) of the support popup: the chat panel, always open. */
export function InlineSupportChat() {
  return (
    <div id="support-chat" className="h-[440px]">
      <ChatWidget variant="inline" />
    </div>
  );
}

/** The full page's chat slot: a card whose button opens the floating widget, which connects only then. */
export function SupportChatCard() {
  return (
    <div id="support-chat" className="rounded-xl bg-ink p-6 text-white">
      <MessageCircle aria-hidden="true" className="size-7 text-ember-500" />
      <h2 className="mt-3 text-xl font-bold">Live chat</h2>
      <p className="mt-2 text-sm text-zinc-300">
        Chat with our team about sizing, lenses or your order. We usually reply within a few minutes.
      </p>
      <Button className="mt-4" onClick={openMountedChat}>
        Start a live chat
      </Button>
      <ChatWidget />
    </div>
  );
}
