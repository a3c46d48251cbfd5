import type { LocalKey, SessionKey } from "./storage-keys.ts";

/**
 * Storage access that never throws: private browsing, disabled cookies or a full quota
 * make the Storage API throw, and a shop must keep working without persistence.
 */

function localArea(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function sessionArea(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function read(area: Storage | null, key: string): string | null {
  try {
    return area?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(area: Storage | null, key: string, value: string | null): void {
  try {
    if (value === null) area?.removeItem(key);
    else area?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value simply is not persisted.
  }
}

export const localStore = {
  get: (key: LocalKey) => read(localArea(), key),
  set: (key: LocalKey, value: string) => write(localArea(), key, value),
  remove: (key: LocalKey) => write(localArea(), key, null),
};

export const sessionStore = {
  get: (key: SessionKey) => read(sessionArea(), key),
  set: (key: SessionKey, value: string) => write(sessionArea(), key, value),
  remove: (key: SessionKey) => write(sessionArea(), key, null),
};
