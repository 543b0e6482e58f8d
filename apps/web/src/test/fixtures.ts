import type { User } from '@pawrx/contracts/auth';
import { TOKEN_STORAGE_KEY } from '@pawrx/contracts/constants';

export const makeUser = (overrides: Partial<User> = {}): User => ({
  _id: 'user-1',
  name: 'Jamie Rivera',
  email: 'jamie@example.com',
  role: 'user',
  timezone: 'UTC',
  remindersEnabled: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

export const storeToken = (token = 'stored-token') =>
  localStorage.setItem(TOKEN_STORAGE_KEY, token);

export const meReply = (user: User = makeUser()) => ({
  body: { success: true, message: 'OK', data: user },
});

export const authReply = (user: User = makeUser(), token = 'new-token') => ({
  body: { success: true, message: 'OK', token, user },
});
