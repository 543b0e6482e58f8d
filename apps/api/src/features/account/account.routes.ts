import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_ARCHIVE_MIME,
  ACCOUNT_EXPORT_FILE_NAME,
  ACCOUNT_MESSAGES,
  MAX_IMPORT_ARCHIVE_BYTES,
  deleteAccountBodySchema,
  deletionPlanResponseSchema,
  importResponseSchema,
} from '@pawrx/contracts/account';
import { AppError } from '../../lib/app-error';
import { attachmentDisposition } from '../../lib/content-disposition';
import { exportArchive } from './account-export.service';
import { importArchive } from './account-import.service';
import { deleteAccount } from './account-delete.service';
import { handOverCandidates } from './account-handover.service';
import { messageOnlySchema } from '@pawrx/contracts/envelope';

const tags = ['account'];

/** The account as a whole (issue 25): export, import, deletion. Account-scoped, never pet-scoped. */
export async function accountRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/export',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Everything the account owns, as one zip (pawrx-export.json, CSVs, photos)',
        produces: [ACCOUNT_ARCHIVE_MIME],
      },
    },
    async (request, reply) => {
      const archive = await exportArchive(app.ctx, request.auth!.id);
      return reply
        .header('content-type', ACCOUNT_ARCHIVE_MIME)
        .header('content-disposition', attachmentDisposition(ACCOUNT_EXPORT_FILE_NAME))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength));
    },
  );

  // The archive comes as the request's raw bytes (a zip), up to its own limit: 413 above it.
  app.addContentTypeParser(
    [ACCOUNT_ARCHIVE_MIME, 'application/x-zip-compressed', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: MAX_IMPORT_ARCHIVE_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/import',
    {
      onRequest: app.requireAuth,
      bodyLimit: MAX_IMPORT_ARCHIVE_BYTES,
      schema: {
        tags,
        summary: 'An export archive (application/zip body) into this empty account',
        consumes: [ACCOUNT_ARCHIVE_MIME],
        response: { 200: importResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw AppError.badRequest(ACCOUNT_MESSAGES.archiveInvalid);
      return {
        success: true as const,
        message: ACCOUNT_MESSAGES.imported,
        data: await importArchive(app.ctx, request.auth!.id, body),
      };
    },
  );

  app.get(
    '/deletion-plan',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          'The pets this account owns that have an active co-owner, with those co-owners: each can be handed over on deletion',
        response: { 200: deletionPlanResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: ACCOUNT_MESSAGES.deletionPlan,
      data: { pets: await handOverCandidates(app.ctx, request.auth!.id) },
    }),
  );

  // Wrong passwords are counted like sign-ins: a stolen session cannot guess its way to deletion.
  app.delete(
    '/',
    {
      onRequest: app.requireAuth,
      schema: { tags, body: deleteAccountBodySchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      const { env, limiter } = app.ctx;
      const key = `account-delete:${request.auth!.id}`;
      await limiter.hit(
        key,
        env.RATE_LIMIT_LOGIN_PER_ACCOUNT,
        env.RATE_LIMIT_WINDOW_SECONDS * 1000,
      );
      await deleteAccount(app.ctx, request.auth!.id, request.body);
      await limiter.reset(key);
      return { success: true as const, message: ACCOUNT_MESSAGES.deleted };
    },
  );
}
