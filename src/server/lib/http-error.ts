/** An error with an HTTP status and a message fit to show the client. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly issues?: { path: string; message: string }[];

  constructor(statusCode: number, message: string, issues?: { path: string; message: string }[]) {
    super(message);
    this.statusCode = statusCode;
    this.issues = issues;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = "Authentication required") => new HttpError(401, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
