import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ApiIssue } from '@pawrx/contracts/envelope';
import { GENERIC_MESSAGES } from '@pawrx/contracts/messages';
import { isDatabaseUnavailable } from '../db/availability';
import { AppError } from './app-error';
import { discardRestOfBody } from './discard-body';

// The one error handler: every client mistake becomes a 4xx with a readable message and the
// fields at fault; anything else is logged and answered with a generic 500, never a stack trace.

const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: GENERIC_MESSAGES.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: GENERIC_MESSAGES.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: GENERIC_MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: GENERIC_MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid Content-Length header' },
};

type ZodValidationDetail = {
  keyword?: string;
  instancePath?: string;
  params?: { issue?: { path?: PropertyKey[] } };
  message?: string;
};

/** Zod names the unknown keys in its message; answers never repeat what the request sent. */
const UNKNOWN_FIELDS_MESSAGE = 'Unknown fields are not accepted';

/** A fixed message per status for errors from plugins, whose own messages may quote the request. */
const STATUS_MESSAGES: Record<number, string> = {
  404: GENERIC_MESSAGES.notFound,
  413: GENERIC_MESSAGES.bodyTooLarge,
  415: GENERIC_MESSAGES.unsupportedMediaType,
};

function issuesFrom(details: ZodValidationDetail[], context: string | undefined): ApiIssue[] {
  return details.map((d) => {
    const fromIssue = d.params?.issue?.path?.map(String).join('.');
    const fromPointer = d.instancePath?.replace(/^\//, '').replaceAll('/', '.');
    const path = fromIssue || fromPointer || context || '';
    const message = d.keyword === 'unrecognized_keys' ? UNKNOWN_FIELDS_MESSAGE : d.message;
    return { path, message: message ?? 'Invalid value' };
  });
}

function validationMessage(issues: ApiIssue[]): string {
  const first = issues[0];
  if (!first) return GENERIC_MESSAGES.validationFailed;
  // A single problem reads best as its own message; several get a summary that names the fields.
  if (issues.length === 1) return first.message;
  const fields = [...new Set(issues.map((i) => i.path).filter(Boolean))];
  return `${first.message} (and ${issues.length - 1} more: ${fields.join(', ')})`;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    let body: ApiError;
    let status: number;
    let error: FastifyError | AppError = thrown;
    // A lost database connection is an outage, not a bug: 503 and the availability probe.
    if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
      app.ctx.availability.reportLost(error);
      error = AppError.serviceUnavailable();
    }

    if (error instanceof AppError) {
      status = error.statusCode;
      body = { success: false, message: error.message, code: error.code, issues: error.issues };
      if (error.data !== undefined) body.data = error.data;
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const issues = issuesFrom(error.validation as ZodValidationDetail[], error.validationContext);
      body = {
        success: false,
        message: validationMessage(issues),
        code: 'VALIDATION_FAILED',
        issues,
      };
    } else if (error.code && FASTIFY_CLIENT_ERRORS[error.code]) {
      const known = FASTIFY_CLIENT_ERRORS[error.code]!;
      status = known.status;
      body = { success: false, message: known.message, code: error.code };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { success: false, message: GENERIC_MESSAGES.tooManyRequests, code: 'RATE_LIMITED' };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = {
        success: false,
        message: STATUS_MESSAGES[status] ?? GENERIC_MESSAGES.badRequest,
        code: error.code ?? 'BAD_REQUEST',
      };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      status = 500;
      body = { success: false, message: GENERIC_MESSAGES.internal, code: 'INTERNAL' };
    }
    if (body.issues === undefined) delete body.issues;
    const answer = () => reply.status(status).type('application/json').send(body);
    // A body refused for its size is still arriving: read the rest first, so the client gets to
    // read this answer instead of a reset (lib/discard-body.ts).
    if (status === 413) return discardRestOfBody(request.raw).then(answer);
    return answer();
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ApiError = {
      success: false,
      message: GENERIC_MESSAGES.notFound,
      code: 'NOT_FOUND',
    };
    return reply.status(404).type('application/json').send(body);
  });
}
