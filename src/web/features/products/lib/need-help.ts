/** The chat widget sets this when it is ready and listens for the open event. */
export const OPEN_CHAT_EVENT = "shop:open-chat";

function chatIsReady(): boolean {
  return (window as Window & { __shopChatReady?: unknown }).__shopChatReady === true;
}

/** Opens the live chat when it has loaded; otherwise the support page is the way to get help. */
export function openChatOrSupport(goToSupport: () => void): void {
  if (chatIsReady()) window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT));
  else goToSupport();
}
