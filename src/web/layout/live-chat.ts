const LIVE_CHAT_PATH = "/support?popup=1";
const LIVE_CHAT_WIDTH = 420;
const LIVE_CHAT_HEIGHT = 650;

/** Opens the support page in a 420x650 window at the right of the screen; false when it was blocked. */
export function openLiveChatWindow(): boolean {
  const left = Math.max(0, window.screen.availWidth - LIVE_CHAT_WIDTH);
  const top = Math.max(0, Math.round((window.screen.availHeight - LIVE_CHAT_HEIGHT) / 2));
  const features = `width=${LIVE_CHAT_WIDTH},height=${LIVE_CHAT_HEIGHT},left=${left},top=${top}`;
  const popup = window.open(LIVE_CHAT_PATH, "live-chat", features);
  popup?.focus();
  return popup !== null;
}
