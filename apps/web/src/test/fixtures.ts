import type { User } from '@pawrx/contracts/auth';
import { TOKEN_STORAGE_KEY } from '@pawrx/contracts/constants';
import { makeUser } from './factories';

export const storeToken = (token = 'stored-token') =>
  localStorage.setItem(TOKEN_STORAGE_KEY, token);

export const meReply = (user: User = makeUser()) => ({
  body: { success: true, message: 'OK', data: user },
});

export const authReply = (user: User = makeUser(), token = 'new-token') => ({
  body: { success: true, message: 'OK', token, user },
});
