import { useCallback, useState } from "react";
import { toast } from "#web/components/ui/use-toast.ts";
import { localStore } from "#web/lib/storage.ts";
import { LOCAL_KEYS } from "#web/lib/storage-keys.ts";
import { addMessage, CHAT_MAX_LENGTH, type ChatMessage, chatSocketUrl, UUID } from "./chat-messages.ts";
import { useChatSocket } from "./use-chat-socket.ts";

function storedConversation(): string | null {
  const id = localStore.get(LOCAL_KEYS.chatConversation);
  return id && UUID.test(id) ? id : null;
}

/** The shopper's side: one conversation, kept across reloads by its id in localStorage. */
export function useShopperChat(enabled: boolean) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  /** From the server's greeting; undefined until it arrives. */
  const [adminOnline, setAdminOnline] = useState<boolean | undefined>(undefined);

  const onMessage = useCallback((message: ChatMessage) => {
    if (message.event === "hello") {
      localStore.set(LOCAL_KEYS.chatConversation, message.conversationId);
      setAdminOnline(message.adminOnline);
      // The conversation's history follows the greeting, so it replaces what is shown.
      setMessages([message]);
      return;
    }
    if (message.type === "admin") setAdminOnline(true);
    setMessages((list) => addMessage(list, message));
  }, []);

  const socket = useChatSocket({
    enabled,
    url: () => {
      const id = storedConversation();
      return chatSocketUrl(id ? `?conversation=${id}` : "");
    },
    onMessage,
  });

  /** True when the message went out; it shows once the server echoes it. */
  const send = (text: string): boolean => {
    const message = text.trim().slice(0, CHAT_MAX_LENGTH);
    if (!message) return false;
    if (socket.send({ type: "other", message })) return true;
    toast({
      title: "Failed to send",
      description: "Could not send your message. Please check your connection.",
      variant: "destructive",
    });
    return false;
  };

  return { messages, adminOnline, status: socket.status, send, reconnect: socket.reconnect };
}
