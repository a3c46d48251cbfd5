/** Dispatched on window (by the support page's card or a Need Help button) to open a mounted chat widget. */
export const OPEN_CHAT_EVENT = "shop:open-chat";

declare global {
  interface Window {
    /** True while a chat widget is mounted and listening for OPEN_CHAT_EVENT. */
    __shopChatReady?: boolean;
  }
}

export const chatIsReady = (): boolean => window.__shopChatReady === true;

export function openMountedChat(): void {
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}
