import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_ARCHIVE_MIME, ACCOUNT_EXPORT_FILE_NAME } from '@pawrx/contracts/account';
import { attachmentDisposition } from '../../lib/content-disposition';
import { exportArchive } from './account-export.service';

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
}
