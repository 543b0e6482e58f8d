import type { FastifyServerOptions } from 'fastify';
import type { Env } from '../config/env';
import { REDACTED, scrubText, scrubUrl, scrubValue, serializeError } from './log-redaction';

// The API's logger settings: pino with secrets kept out of every line (issue 11 item 3).
// Three layers, each for what the others cannot see:
// - redact: known secret fields of logged objects, removed by path before anything else;
// - serializers: requests (URL scrubbed, no headers) and errors (no parameter values);
// - formatters and hooks: every other string of a line and the message itself, by pattern.

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  ...[
    'password',
    'passwordHash',
    'token',
    'resetToken',
    'tokenHash',
    'jwtSecret',
    'secret',
  ].flatMap((key) => [key, `*.${key}`]),
];

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
/** Where log lines go: anything with write(line), e.g. a test's collector. */
export type LogStream = NonNullable<LoggerOptions['stream']>;

export function loggerOptions(env: Pick<Env, 'LOG_LEVEL'>, stream?: LogStream): LoggerOptions {
  const options: LoggerOptions = {
    level: env.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (request) => ({
        method: request.method,
        url: scrubUrl(request.url),
        remoteAddress: request.ip,
      }),
      // pino runs formatters.log (which already serialises any Error through scrubValue) before
      // the serializers, so an err that arrives here as a plain object is already safe.
      err: (error) =>
        error instanceof Error
          ? { stack: '', ...serializeError(error) }
          : (error as unknown as ReturnType<typeof serializeError> & { stack: string }),
    },
    formatters: { log: (object: Record<string, unknown>) => scrubValue(object) as typeof object },
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((arg: unknown) =>
          typeof arg === 'string' ? scrubText(arg) : arg,
        );
        method.apply(this, scrubbed as typeof args);
      },
    },
  };
  if (stream) options.stream = stream;
  return options;
}
