import { useCallback, useEffect, useRef, useState } from "react";
import { CHAT_RECONNECT_MS, type ChatMessage, parseChatFrame } from "./chat-messages.ts";

export type SocketStatus = "connecting" | "connected" | "disconnected" | "reconnecting";

interface Options {
  /** Built at each connection attempt, so it can carry state that changed meanwhile. */
  url: () => string;
  enabled: boolean;
  onOpen?: (send: (frame: object) => boolean) => void;
  onMessage: (message: ChatMessage) => void;
}

/** A WebSocket that reconnects every 5 s after it closes, with a manual reconnect. */
export function useChatSocket({ url, enabled, onOpen, onMessage }: Options) {
  const [status, setStatus] = useState<SocketStatus>("connecting");
  const [generation, setGeneration] = useState(0);
  const socketRef = useRef<WebSocket | null>(null);
  const handlers = useRef({ url, onOpen, onMessage });
  useEffect(() => {
    handlers.current = { url, onOpen, onMessage };
  });

  const send = useCallback((frame: object): boolean => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let disposed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let socket: WebSocket | null = null;

    const connect = (again: boolean) => {
      setStatus(again ? "reconnecting" : "connecting");
      try {
        socket = new WebSocket(handlers.current.url());
      } catch {
        setStatus("disconnected");
        timer = setTimeout(() => connect(true), CHAT_RECONNECT_MS);
        return;
      }
      socketRef.current = socket;
      socket.onopen = () => {
        if (disposed) return;
        setStatus("connected");
        handlers.current.onOpen?.(send);
      };
      socket.onmessage = (event) => {
        const message = parseChatFrame(event.data);
        if (message && !disposed) handlers.current.onMessage(message);
      };
      socket.onclose = () => {
        if (disposed) return;
        socketRef.current = null;
        setStatus("disconnected");
        timer = setTimeout(() => connect(true), CHAT_RECONNECT_MS);
      };
    };

    connect(generation > 0);
    return () => {
      disposed = true;
      clearTimeout(timer);
      socketRef.current = null;
      socket?.close(1000, "Closed by the page");
    };
  }, [enabled, generation, send]);

  const reconnect = useCallback(() => setGeneration((g) => g + 1), []);
  return { status, send, reconnect };
}
