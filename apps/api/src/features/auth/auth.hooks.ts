import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { GENERIC_MESSAGES } from '@pawrx/contracts/messages';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/context';
import { findSessionUser } from './auth.repository';
import { verifySessionToken } from './auth.tokens';
import { LAST_SEEN_EVERY_MS } from './session-cache';
import { touchSession } from './sessions.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 unless a live session's bearer token is sent; sets `request.auth`. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: sets `request.auth` when a valid token is sent, and never fails. */
    optionalAuth: (request: FastifyRequest) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

async function resolveAuth(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AuthUser | undefined> {
  const token = bearerToken(request);
  if (!token) return undefined;
  const now = app.ctx.now();
  const cached = app.ctx.sessions.get(token, now.getTime());
  if (cached) return seen(app, cached, now);
  const claims = await verifySessionToken(app.ctx.jwtSecret, token);
  if (!claims) return undefined;
  const stamp = app.ctx.sessions.stamp();
  const row = await findSessionUser(app.ctx.db, claims.sessionId, claims.userId, now);
  if (!row) return undefined;
  const { expiresAt, ...user } = row;
  const auth = { ...user, sessionId: claims.sessionId };
  app.ctx.sessions.set(token, auth, now.getTime(), expiresAt.getTime(), stamp);
  return seen(app, auth, now);
}

/** Records the session's use for the sessions list, at most once a minute (not per request). */
async function seen(app: FastifyInstance, auth: AuthUser, now: Date): Promise<AuthUser> {
  if (app.ctx.sessions.lastSeenDue(auth.sessionId, now.getTime()))
    await touchSession(app.ctx.db, auth.sessionId, now, LAST_SEEN_EVERY_MS);
  return auth;
}

export const authHooks = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', undefined);
  app.decorate('requireAuth', async (request: FastifyRequest) => {
    request.auth = await resolveAuth(app, request);
    if (!request.auth) throw AppError.unauthorized(GENERIC_MESSAGES.unauthorized);
  });
  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    request.auth = await resolveAuth(app, request);
  });
});
