import { useMutation } from '@tanstack/react-query';
import type { SupportRequestBody, SupportResponse } from '@pawrx/contracts/support';
import { api } from '../../../lib/api-client';

/**
 * POST /api/support/contact. Spec §6: the bearer header goes along only when signed in, so the
 * request is linked to the account; signed out it is sent without one.
 */
export const sendSupportRequest = (body: SupportRequestBody, signedIn: boolean) =>
  api.post<SupportResponse>('/api/support/contact', body, { auth: signedIn });

export const useSendSupportRequest = (signedIn: boolean) =>
  useMutation({ mutationFn: (body: SupportRequestBody) => sendSupportRequest(body, signedIn) });
