import { AdminMediaItem } from "#shared/schemas/media.ts";
import { ApiError, CSRF_HEADERS } from "#web/lib/api.ts";
import { ADMIN_MEDIA_URL } from "./media.ts";

/** An upload the admin stopped: not an error to show. */
export class UploadCancelled extends Error {
  constructor() {
    super("Upload cancelled");
    this.name = "UploadCancelled";
  }
}

export interface UploadHandle {
  /** The new item (status processing), or an ApiError with the server's message, or UploadCancelled. */
  done: Promise<AdminMediaItem>;
  abort(): void;
}

/**
 * POST /api/admin/media with the form, by XMLHttpRequest rather than fetch so the bytes sent can be shown.
 * Same rules as apiRequest: the session cookie and the CSRF header.
 */
export function uploadMedia(form: FormData, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<AdminMediaItem>((resolve, reject) => {
    xhr.open("POST", ADMIN_MEDIA_URL);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(CSRF_HEADERS)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
        return;
      }
      try {
        resolve(AdminMediaItem.parse(JSON.parse(xhr.responseText)));
      } catch {
        reject(new Error("The upload finished but its answer could not be read: reload the library."));
      }
    };
    xhr.onerror = () => reject(new Error("The upload failed: check the connection and try again."));
    xhr.onabort = () => reject(new UploadCancelled());
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
