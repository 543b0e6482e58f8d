import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authResponseSchema } from '@pawrx/contracts/auth';
import { messageOnlySchema } from '@pawrx/contracts/envelope';
import {
  PASSKEY_MESSAGES,
  passkeyEnvelopeSchema,
  passkeyListResponseSchema,
  passkeyParamsSchema,
  passkeyRegistrationOptionsBodySchema,
  passkeyRegistrationVerifyBodySchema,
  passkeySignInVerifyBodySchema,
  webauthnOptionsResponseSchema,
} from '@pawrx/contracts/passkeys';
import { clientOf } from '../auth/sessions.service';
import * as service from './passkeys.service';

const tags = ['auth'];

/** Mounted at /api/auth/passkeys (decision 050). */
export async function passkeyRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { env, limiter } = app.ctx;
  const windowMs = env.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const limit = (key: string, max: number) => limiter.hit(key, max, windowMs);

  app.get(
    '/',
    { onRequest: app.requireAuth, schema: { tags, response: { 200: passkeyListResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: PASSKEY_MESSAGES.listed,
      data: await service.listPasskeys(app.ctx, request.auth!.id),
    }),
  );

  app.post(
    '/registration/options',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        body: passkeyRegistrationOptionsBodySchema,
        response: { 200: webauthnOptionsResponseSchema },
      },
    },
    async (request) => {
      const userId = request.auth!.id;
      // It checks the password: counted like sign-ins to the account.
      await limit(`passkey-add:account:${userId}`, env.RATE_LIMIT_LOGIN_PER_ACCOUNT);
      return {
        success: true as const,
        message: PASSKEY_MESSAGES.options,
        data: await service.registrationOptions(app.ctx, userId, request.body.password),
      };
    },
  );

  app.post(
    '/registration/verify',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        body: passkeyRegistrationVerifyBodySchema,
        response: { 201: passkeyEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const userId = request.auth!.id;
      await limit(`passkey-add:account:${userId}`, env.RATE_LIMIT_LOGIN_PER_ACCOUNT);
      const data = await service.registerPasskey(app.ctx, userId, request.body);
      return reply.status(201).send({ success: true, message: PASSKEY_MESSAGES.added, data });
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: passkeyParamsSchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      await service.removePasskey(app.ctx, request.auth!.id, request.params.id);
      return { success: true as const, message: PASSKEY_MESSAGES.removed };
    },
  );

  // Signed out. Each options call writes a row: limited per address like the password sign-in.
  app.post(
    '/sign-in/options',
    { schema: { tags, response: { 200: webauthnOptionsResponseSchema } } },
    async (request) => {
      await limit(`passkey-options:ip:${request.ip}`, env.RATE_LIMIT_LOGIN_PER_IP);
      return {
        success: true as const,
        message: PASSKEY_MESSAGES.options,
        data: await service.signInOptions(app.ctx),
      };
    },
  );

  app.post(
    '/sign-in/verify',
    {
      schema: { tags, body: passkeySignInVerifyBodySchema, response: { 200: authResponseSchema } },
    },
    async (request) => {
      await limit(`login:ip:${request.ip}`, env.RATE_LIMIT_LOGIN_PER_IP);
      const { token, user } = await service.signIn(app.ctx, request.body, clientOf(request));
      return { success: true as const, message: PASSKEY_MESSAGES.signedIn, token, user };
    },
  );
}
