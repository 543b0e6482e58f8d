import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiIssue } from '@pawrx/contracts/envelope';
import { INPUT_MESSAGES } from '@pawrx/contracts/messages';
import { textProblem } from '@pawrx/contracts/text';
import { AppError } from './app-error';

// Checks every string a request carries (body, query, path parameters, at any depth) once the
// route's schema has accepted it and before the handler runs. Text PostgreSQL cannot store (NUL,
// lone surrogates) is a 400 naming the field, on every route at once, including ones added later.
// Running after validation means unknown keys are already stripped, so the field named in the
// answer is always one of ours, never a key the client made up.

/** Longest address accepted; real ones (signed photo URLs included) stay under 300 characters. */
const MAX_URL_LENGTH = 2048;

type Found = { path: string; message: string };

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

/** 'medications.0.name': built only for the string found, not for every value walked. */
function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/** The first unstorable string in a parsed value, walked without recursion (bodies can nest deep). */
function findBadText(value: unknown): Found | null {
  const stack: Visit[] = [{ value, key: '', parent: null }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const message = textProblem(item.value);
      if (message) return { path: pathOf(item), message };
    } else if (item.value && typeof item.value === 'object') {
      for (const key in item.value) {
        if (!Object.hasOwn(item.value, key)) continue;
        const child = (item.value as Record<string, unknown>)[key];
        // Numbers, booleans and null cannot hold text: not worth a place on the stack.
        if (typeof child === 'string' || (child && typeof child === 'object')) {
          stack.push({ value: child, key, parent: item });
        }
      }
    }
  }
  return null;
}

/** The 400 for the first unstorable string the request carries, or undefined when there is none. */
function guardRequest(request: FastifyRequest): AppError | undefined {
  // Only the parts a schema declared: what a route never reads cannot reach the database.
  const schema = request.routeOptions.schema ?? {};
  const parts = [
    schema.params ? request.params : undefined,
    schema.querystring ? request.query : undefined,
    schema.body ? request.body : undefined,
  ];
  for (const part of parts) {
    const found = findBadText(part);
    if (!found) continue;
    const issues: ApiIssue[] = [{ path: found.path, message: found.message }];
    return new AppError(400, 'VALIDATION_FAILED', found.message, issues);
  }
  return undefined;
}

export function registerInputGuard(app: FastifyInstance): void {
  // Callback style: these run on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (request, _reply, done) => {
    done(
      request.url.length > MAX_URL_LENGTH
        ? new AppError(414, 'URI_TOO_LONG', INPUT_MESSAGES.urlTooLong)
        : undefined,
    );
  });
  app.addHook('preHandler', (request, _reply, done) => done(guardRequest(request)));
}
