import type { ApiIssue } from '@pawrx/contracts/envelope';

/** The server answered with a non-2xx status. `serverMessage` is its `message`, when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;
  readonly issues: ApiIssue[];
  /** What the route documents for the client to act on (a dose's log on 409); parse it first. */
  readonly data: unknown;

  constructor(init: {
    status: number;
    message?: string;
    code?: string;
    issues?: ApiIssue[];
    data?: unknown;
  }) {
    super(init.message ?? `Request failed with status ${init.status}`);
    this.status = init.status;
    this.serverMessage = init.message;
    this.code = init.code;
    this.issues = init.issues ?? [];
    this.data = init.data;
  }
}

/** fetch itself failed: offline, DNS, CORS, connection reset. No response to read. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(cause?: unknown) {
    super('Network request failed', { cause });
  }
}

/**
 * The text to show for a failed call (spec §8: "server message, else <fallback>").
 * Pass `networkMessage` where the spec has a separate text for network failures.
 */
export function errorMessage(error: unknown, fallback: string, networkMessage?: string): string {
  if (error instanceof NetworkError) return networkMessage ?? fallback;
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return fallback;
}
