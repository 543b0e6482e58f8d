import type { ResetPasswordBody } from '@pawrx/contracts/auth';
import type { MessageOnly } from '@pawrx/contracts/envelope';
import { api } from '../../../lib/api-client';

/** POST /api/auth/reset-password/:token: 400 with a message when the link is invalid or used. */
export const resetPassword = (token: string, body: ResetPasswordBody) =>
  api.post<MessageOnly>(`/api/auth/reset-password/${encodeURIComponent(token)}`, body, {
    auth: false,
  });
