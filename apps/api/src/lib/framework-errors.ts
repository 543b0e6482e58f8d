import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Socket } from 'node:net';
import type { ApiError } from '@pawrx/contracts/envelope';
import { GENERIC_MESSAGES, INPUT_MESSAGES } from '@pawrx/contracts/messages';

// Errors raised before a request reaches a route (the router and the HTTP parser). Fastify
// answers these in its own shape, echoing the address back; here they get the API's envelope and
// a fixed message instead.

const ROUTER_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_URL', message: INPUT_MESSAGES.malformedUrl },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 400,
    code: 'PARAM_TOO_LONG',
    message: INPUT_MESSAGES.paramTooLong,
  },
};

export const frameworkErrors = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void => {
  const known = ROUTER_ERRORS[error.code] ?? {
    status: 400,
    code: 'BAD_REQUEST',
    message: GENERIC_MESSAGES.badRequest,
  };
  const body: ApiError = { success: false, message: known.message, code: known.code };
  void reply.status(known.status).type('application/json').send(body);
};

/** What the HTTP parser's errors answer: a status line and an envelope, then the socket closes. */
function clientErrorResponse(code: string | undefined): string {
  const [status, reason, message] =
    code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', GENERIC_MESSAGES.requestTimeout]
      : code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', GENERIC_MESSAGES.headersTooLarge]
        : [400, 'Bad Request', GENERIC_MESSAGES.badRequest];
  const body = JSON.stringify({ success: false, message, code: `HTTP_${status}` });
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

export const clientErrorHandler: FastifyServerOptions['clientErrorHandler'] = (
  error: NodeJS.ErrnoException,
  socket: Socket,
) => {
  // A reset or already-closed connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(clientErrorResponse(error.code));
  socket.destroy(error);
};
