import type { ForgotPasswordBody } from '@pawrx/contracts/auth';
import type { MessageOnly } from '@pawrx/contracts/envelope';
import { api } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: the server answers the same whether the email exists or not. */
export const requestPasswordReset = (body: ForgotPasswordBody) =>
  api.post<MessageOnly>('/api/auth/forgot-password', body, { auth: false });
