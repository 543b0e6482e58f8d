import type {
  AuthResponse,
  ChangeEmailBody,
  LoginBody,
  ProfileUpdateBody,
  RegisterBody,
  User,
} from '@pawrx/contracts/auth';
import type { Envelope, MessageOnly } from '@pawrx/contracts/envelope';
import { api } from './api-client';

// The account calls of spec §7 the auth context makes. Login and register go out without a
// bearer token: a stale one must not change how they are answered.

export const authApi = {
  login: (body: LoginBody) => api.post<AuthResponse>('/api/auth/login', body, { auth: false }),
  register: (body: RegisterBody) =>
    api.post<AuthResponse>('/api/auth/register', body, { auth: false }),
  me: () => api.get<Envelope<User>>('/api/auth/me'),
  /** Sends the token explicitly so a 401 here is not mistaken for an expired session. */
  logout: (token: string) =>
    api.post<MessageOnly>('/api/auth/logout', undefined, {
      auth: false,
      headers: { Authorization: `Bearer ${token}` },
    }),
  updateProfile: (body: ProfileUpdateBody) => api.put<Envelope<User>>('/api/auth/profile', body),
  /** The link's token is the permission: sent without a bearer token (decision 046). */
  verifyEmail: (token: string) =>
    api.post<MessageOnly>('/api/auth/verify-email', { token }, { auth: false }),
  resendVerification: () => api.post<MessageOnly>('/api/auth/verify-email/resend'),
  changeEmail: (body: ChangeEmailBody) => api.post<MessageOnly>('/api/auth/email', body),
};
