import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResponseSchema,
  changeEmailBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  profileUpdateBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  userEnvelopeSchema,
  verifyEmailBodySchema,
} from '@pawrx/contracts/auth';
import { messageOnlySchema } from '@pawrx/contracts/envelope';
import { AUTH_MESSAGES, EMAIL_MESSAGES, PASSWORD_MESSAGES } from '@pawrx/contracts/messages';
import * as service from './auth.service';
import * as verification from './email-verification.service';
import { clientOf } from './sessions.service';

const tags = ['auth'];

export async function authRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { env, limiter } = app.ctx;
  const windowMs = env.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const limit = (key: string, max: number) => limiter.hit(key, max, windowMs);
  const authed = (request: FastifyRequest) => request.auth!;

  app.post(
    '/register',
    { schema: { tags, body: registerBodySchema, response: { 201: authResponseSchema } } },
    async (request, reply) => {
      await limit(`register:ip:${request.ip}`, env.RATE_LIMIT_REGISTER_PER_IP);
      const { token, user } = await service.register(app.ctx, request.body, clientOf(request));
      return reply
        .status(201)
        .send({ success: true, message: AUTH_MESSAGES.registrationSuccess, token, user });
    },
  );

  app.post(
    '/login',
    { schema: { tags, body: loginBodySchema, response: { 200: authResponseSchema } } },
    async (request) => {
      // Guesses are counted per address, and per account from that address: a stranger who
      // spends an account's allowance elsewhere never locks its owner out of their own device.
      const accountFromHere = `login:account:${request.body.email}:ip:${request.ip}`;
      await limit(`login:ip:${request.ip}`, env.RATE_LIMIT_LOGIN_PER_IP);
      await limit(accountFromHere, env.RATE_LIMIT_LOGIN_PER_ACCOUNT);
      const { token, user } = await service.login(app.ctx, request.body, clientOf(request));
      await limiter.reset(accountFromHere);
      return { success: true as const, message: AUTH_MESSAGES.loginSuccess, token, user };
    },
  );

  app.get(
    '/me',
    { onRequest: app.requireAuth, schema: { tags, response: { 200: userEnvelopeSchema } } },
    async (request) => ({
      success: true as const,
      message: 'OK',
      data: await service.currentUser(app.ctx, authed(request).id),
    }),
  );

  app.post(
    '/logout',
    { onRequest: app.requireAuth, schema: { tags, response: { 200: messageOnlySchema } } },
    async (request) => {
      await service.logout(app.ctx, authed(request).sessionId);
      return { success: true as const, message: AUTH_MESSAGES.logoutSuccess };
    },
  );

  app.put(
    '/profile',
    {
      onRequest: app.requireAuth,
      schema: { tags, body: profileUpdateBodySchema, response: { 200: userEnvelopeSchema } },
    },
    async (request) => ({
      success: true as const,
      message: AUTH_MESSAGES.profileUpdated,
      data: await service.updateProfile(app.ctx, authed(request).id, request.body),
    }),
  );

  app.post(
    '/forgot-password',
    { schema: { tags, body: forgotPasswordBodySchema, response: { 200: messageOnlySchema } } },
    async (request) => {
      await limit(`forgot:ip:${request.ip}`, env.RATE_LIMIT_FORGOT_PER_IP);
      await limit(`forgot:account:${request.body.email}`, env.RATE_LIMIT_FORGOT_PER_ACCOUNT);
      await service.forgotPassword(app.ctx, request.body.email);
      return { success: true as const, message: PASSWORD_MESSAGES.forgotAccepted };
    },
  );

  app.post(
    '/reset-password/:token',
    {
      schema: {
        tags,
        params: z.object({ token: z.string().min(1).max(200) }),
        body: resetPasswordBodySchema,
        response: { 200: messageOnlySchema },
      },
    },
    async (request) => {
      await limit(`reset:ip:${request.ip}`, env.RATE_LIMIT_RESET_PER_IP);
      await service.resetPassword(app.ctx, request.params.token, request.body.password);
      return { success: true as const, message: PASSWORD_MESSAGES.resetSuccess };
    },
  );

  // Verified addresses (decision 046). The link's token is the permission: it may be opened in a
  // browser that is not signed in.
  app.post(
    '/verify-email',
    { schema: { tags, body: verifyEmailBodySchema, response: { 200: messageOnlySchema } } },
    async (request) => {
      await limit(`verify:ip:${request.ip}`, env.RATE_LIMIT_RESET_PER_IP);
      const outcome = await verification.verifyEmail(app.ctx, request.body.token);
      return {
        success: true as const,
        message: outcome === 'changed' ? EMAIL_MESSAGES.changed : EMAIL_MESSAGES.verified,
      };
    },
  );

  app.post(
    '/verify-email/resend',
    { onRequest: app.requireAuth, schema: { tags, response: { 200: messageOnlySchema } } },
    async (request) => {
      const userId = authed(request).id;
      await limit(`verify-resend:account:${userId}`, env.RATE_LIMIT_VERIFY_RESEND_PER_ACCOUNT);
      await verification.resendVerification(app.ctx, userId);
      return { success: true as const, message: EMAIL_MESSAGES.verificationSent };
    },
  );

  app.post(
    '/email',
    {
      onRequest: app.requireAuth,
      schema: { tags, body: changeEmailBodySchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      const userId = authed(request).id;
      // Each request mails two addresses and checks a password: counted like sign-ins.
      await limit(`email-change:account:${userId}`, env.RATE_LIMIT_LOGIN_PER_ACCOUNT);
      await verification.requestEmailChange(app.ctx, userId, request.body);
      return { success: true as const, message: EMAIL_MESSAGES.changeSent };
    },
  );
}
