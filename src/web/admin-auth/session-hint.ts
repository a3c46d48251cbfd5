import { localStore } from "#web/lib/storage.ts";
import { LOCAL_KEYS } from "#web/lib/storage-keys.ts";

/**
 * Whether this browser signed in to the admin: a hint for the storefront's header only (is it worth asking
 * the server?). The session is an HttpOnly cookie; the admin's own pages always ask the server.
 */

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function hasSessionHint(): boolean {
  // A token kept by an older version of the admin is dropped: nothing may hold a session in storage.
  if (localStore.get(LOCAL_KEYS.legacyAuthToken) !== null) localStore.remove(LOCAL_KEYS.legacyAuthToken);
  return localStore.get(LOCAL_KEYS.adminSignedIn) === "1";
}

export function setSessionHint(): void {
  localStore.set(LOCAL_KEYS.adminSignedIn, "1");
  notify();
}

export function clearSessionHint(): void {
  localStore.remove(LOCAL_KEYS.adminSignedIn);
  notify();
}

export function subscribeToSessionHint(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_KEYS.adminSignedIn || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
