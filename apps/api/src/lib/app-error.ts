import type { ApiIssue } from '@pawrx/contracts/envelope';

/** The one error type routes and services throw: a status, a string code and a safe message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly issues?: ApiIssue[],
  ) {
    super(message);
  }

  static badRequest(message: string, issues?: ApiIssue[]) {
    return new AppError(400, 'BAD_REQUEST', message, issues);
  }
  static unauthorized(message: string) {
    return new AppError(401, 'UNAUTHORIZED', message);
  }
  static notFound(message: string) {
    return new AppError(404, 'NOT_FOUND', message);
  }
  static conflict(message: string) {
    return new AppError(409, 'CONFLICT', message);
  }
  static tooLarge(message: string) {
    return new AppError(413, 'PAYLOAD_TOO_LARGE', message);
  }
  static tooManyRequests(message: string, retryAfterSeconds: number) {
    const error = new AppError(429, 'RATE_LIMITED', message);
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }
  retryAfterSeconds?: number;
}
