import { ApiError, errorMessage } from "#web/lib/api.ts";

/**
 * The action's toast text, followed by the server's reason when the server refused the request
 * (a 4xx with a message), so "An order cannot go from refunded to paid" is not lost.
 */
export function failureText(specText: string, error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    const reason = errorMessage(error, "");
    if (reason && reason !== specText) return `${specText} (${reason})`;
  }
  return specText;
}
