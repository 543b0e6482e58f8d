import type { ApiIssue } from '@pawrx/contracts/envelope';
import { GENERIC_MESSAGES } from '@pawrx/contracts/messages';

/** The one error type routes and services throw: a status, a string code and a safe message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly issues?: ApiIssue[],
    /** What the client needs to act on the error (the envelope's `data`), where a route documents it. */
    readonly data?: unknown,
  ) {
    super(message);
  }

  static badRequest(message: string, issues?: ApiIssue[]) {
    return new AppError(400, 'BAD_REQUEST', message, issues);
  }
  static unauthorized(message: string) {
    return new AppError(401, 'UNAUTHORIZED', message);
  }
  /** Signed in and allowed to see the thing, but not to do this with it (a member's role). */
  static forbidden(message: string) {
    return new AppError(403, 'FORBIDDEN', message);
  }
  static notFound(message: string) {
    return new AppError(404, 'NOT_FOUND', message);
  }
  static conflict(message: string) {
    return new AppError(409, 'CONFLICT', message);
  }
  /** It existed and is gone for good (an expired emergency link). */
  static gone(message: string) {
    return new AppError(410, 'GONE', message);
  }
  static tooLarge(message: string) {
    return new AppError(413, 'PAYLOAD_TOO_LARGE', message);
  }
  static tooManyRequests(message: string, retryAfterSeconds: number) {
    const error = new AppError(429, 'RATE_LIMITED', message);
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }
  /** The database (or another service we need) is away for now; clients may retry shortly. */
  static serviceUnavailable() {
    const error = new AppError(503, 'SERVICE_UNAVAILABLE', GENERIC_MESSAGES.serviceUnavailable);
    error.retryAfterSeconds = 1;
    return error;
  }
  retryAfterSeconds?: number;
}
