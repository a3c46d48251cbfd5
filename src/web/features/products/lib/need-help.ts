import { type ComponentType, useState } from "react";
import { useNavigate } from "react-router";
import type { ChatWidgetProps } from "#web/chat/ChatWidget.tsx";
import { chatIsReady, openMountedChat } from "#web/chat/open-chat.ts";

/**
 * Need Help (on the socks page): opens the chat widget if it is loaded; otherwise loads it here,
 * already open, and only when that fails goes to /support. `Chat` is the widget to render once loaded.
 */
export function useNeedHelp(): { needHelp(): void; Chat: ComponentType<ChatWidgetProps> | null } {
  const navigate = useNavigate();
  const [Chat, setChat] = useState<ComponentType<ChatWidgetProps> | null>(null);
  const needHelp = () => {
    if (chatIsReady()) return openMountedChat();
    import("#web/chat/ChatWidget.tsx").then(
      (module) => setChat(() => module.default),
      () => navigate("/support"),
    );
  };
  return { needHelp, Chat };
}
