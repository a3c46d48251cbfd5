export interface Issue {
  path: string;
  message: string;
}

/** An error with an HTTP status and a message fit to show the client. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly issues?: Issue[];

  constructor(statusCode: number, message: string, issues?: Issue[]) {
    super(message);
    this.statusCode = statusCode;
    this.issues = issues;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = "Authentication required") => new HttpError(401, message);
export const forbidden = (message = "You do not have permission for this") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** A 400 naming the first issue: the same body whether a route schema or a service found it. */
export function invalid(where: string, issues: Issue[]): HttpError {
  const first = issues[0];
  const message = first
    ? `Invalid ${where}: ${first.path ? `${first.path}: ` : ""}${first.message}`
    : `Invalid ${where}`;
  return new HttpError(400, message, issues);
}
