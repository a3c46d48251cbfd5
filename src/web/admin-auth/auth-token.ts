import { localStore } from "#web/lib/storage.ts";
import { LOCAL_KEYS } from "#web/lib/storage-keys.ts";

/** The admin's bearer token, observable so the header updates on sign-in and sign-out. */

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getAuthToken(): string | null {
  return localStore.get(LOCAL_KEYS.authToken);
}

export function setAuthToken(token: string): void {
  localStore.set(LOCAL_KEYS.authToken, token);
  notify();
}

export function clearAuthToken(): void {
  localStore.remove(LOCAL_KEYS.authToken);
  notify();
}

export function subscribeToAuthToken(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_KEYS.authToken || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
