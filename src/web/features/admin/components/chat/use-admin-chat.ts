import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { addMessage, CHAT_MAX_LENGTH, type ChatMessage, chatSocketUrl } from "#web/chat/chat-messages.ts";
import { type SocketStatus, useChatSocket } from "#web/chat/use-chat-socket.ts";
import { toast } from "#web/components/ui/use-toast.ts";

export interface Conversation {
  id: string;
  /** The shopper's name as they gave it, from their latest message. */
  sender: string;
  lastAt: string;
}

/** Conversations with a shopper message, most recently active first. */
export function conversationsOf(messages: ChatMessage[]): Conversation[] {
  const byId = new Map<string, Conversation>();
  for (const m of messages) {
    if (m.type !== "other") continue;
    byId.delete(m.conversationId);
    byId.set(m.conversationId, { id: m.conversationId, sender: m.sender, lastAt: m.timestamp });
  }
  return [...byId.values()].reverse();
}

/** Toasts on the edges only: a retry loop every 5 s must not flood the one toast slot. */
function useStatusToasts(status: SocketStatus) {
  const previous = useRef<SocketStatus>(status);
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (status === before) return;
    if (status === "connected") toast({ title: "Connected", description: "Live chat is connected." });
    else if (status === "disconnected" && before === "connected") {
      toast({
        title: "Disconnected",
        description: "Live chat lost its connection. Reconnecting in 5 seconds.",
      });
    } else if (status === "reconnecting" && before === "connected") {
      toast({ title: "Reconnecting", description: "Reconnecting to live chat…" });
    }
  }, [status]);
}

/** The admin console's side of /ws: authenticate, see every conversation, answer the chosen one. */
export function useAdminChat() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [choice, setChoice] = useState<string | null>(null);
  /** Clear History hides everything up to this id, even when the server sends it again. */
  const clearedUpTo = useRef(0);

  const onMessage = useCallback((message: ChatMessage) => {
    // The console's own greeting belongs to an unused conversation of its socket.
    if (message.event === "hello") return;
    if (message.event === "authenticated") {
      setMessages([]);
      return;
    }
    if (message.id !== undefined && message.id <= clearedUpTo.current) return;
    setMessages((list) => addMessage(list, message));
  }, []);

  const socket = useChatSocket({
    enabled: true,
    url: () => chatSocketUrl(),
    // The socket was opened with the session cookie, which the server reads; no token is sent.
    onOpen: (send) => send({ type: "auth" }),
    onMessage,
  });
  useStatusToasts(socket.status);

  const conversations = useMemo(() => conversationsOf(messages), [messages]);
  const latest = conversations[0]?.id ?? null;
  const target = choice && conversations.some((c) => c.id === choice) ? choice : latest;

  const send = (text: string): boolean => {
    const message = text.trim().slice(0, CHAT_MAX_LENGTH);
    if (!message) return false;
    const failed = () => {
      toast({
        title: "Failed to send",
        description: "Could not send your message. Please check your connection.",
        variant: "destructive",
      });
      return false;
    };
    if (socket.status !== "connected") return failed();
    if (!target) {
      toast({ title: "No conversation", description: "There is no shopper message to reply to yet." });
      return false;
    }
    return socket.send({ type: "admin", message, sender: "Admin", conversationId: target }) || failed();
  };

  const clear = () => {
    clearedUpTo.current = messages.reduce((max, m) => Math.max(max, m.id ?? 0), clearedUpTo.current);
    setMessages([]);
    toast({ title: "Messages cleared", description: "The message history was cleared from this screen." });
  };

  const reconnect = () => {
    toast({ title: "Reconnecting", description: "Reconnecting to live chat…" });
    socket.reconnect();
  };

  return {
    status: socket.status,
    messages,
    conversations,
    target,
    /** null follows the latest shopper message. */
    choose: setChoice,
    following: choice === null || target !== choice,
    send,
    clear,
    reconnect,
  };
}
