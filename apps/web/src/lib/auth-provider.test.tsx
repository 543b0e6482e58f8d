import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@pawrx/contracts/constants';
import { deferred, fakeApi } from '../test/fake-api';
import { makeUser } from '../test/factories';
import { authReply, meReply, storeToken } from '../test/fixtures';
import { AuthProvider } from './auth-provider';
import { ToasterHost } from './toaster-host';
import { useAuth } from './use-auth';

const wrapper = ({ children }: { children: ReactNode }) => (
  <AuthProvider>
    {children}
    <ToasterHost />
  </AuthProvider>
);
const renderAuth = () => renderHook(() => useAuth(), { wrapper });

describe('AuthProvider', () => {
  it('with a stored token, loads the user from /me with that bearer token', async () => {
    storeToken('t-1');
    const user = makeUser({ name: 'Ada' });
    const net = fakeApi({ 'GET /api/auth/me': meReply(user) });
    const { result } = renderAuth();
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toEqual(user);
    expect(result.current.isAuthenticated).toBe(true);
    expect(net.requests[0]?.headers.authorization).toBe('Bearer t-1');
  });

  it('drops the token and signs out when /me fails', async () => {
    storeToken('expired');
    fakeApi({ 'GET /api/auth/me': { status: 401, body: { success: false, message: 'No' } } });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('without a token has no user and makes no call', () => {
    const net = fakeApi({});
    const { result } = renderAuth();
    expect(result.current).toMatchObject({ user: null, loading: false, isAuthenticated: false });
    expect(net.requests).toHaveLength(0);
  });

  it('login stores the token, sets the user and toasts success', async () => {
    const user = makeUser();
    const net = fakeApi({ 'POST /api/auth/login': authReply(user, 'fresh') });
    const { result } = renderAuth();
    let outcome;
    await act(async () => {
      outcome = await result.current.login('jamie@example.com', 'secret1');
    });
    expect(outcome).toEqual({ success: true });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('fresh');
    expect(result.current.user).toEqual(user);
    expect(net.requests[0]?.body).toEqual({ email: 'jamie@example.com', password: 'secret1' });
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
  });

  it.each([
    [
      'the server message',
      { status: 401, body: { message: 'Invalid email or password' } },
      'Invalid email or password',
    ],
    ['Login failed without one', { status: 500, body: {} }, 'Login failed'],
    ['Login failed on a network error', 'network-error' as const, 'Login failed'],
  ])('login failure returns and toasts %s', async (_case, reply, message) => {
    fakeApi({ 'POST /api/auth/login': reply });
    const { result } = renderAuth();
    let outcome;
    await act(async () => {
      outcome = await result.current.login('a@b.co', 'x');
    });
    expect(outcome).toEqual({ success: false, error: message });
    expect(result.current.user).toBeNull();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('register stores the token and toasts; a failure shows the server message', async () => {
    fakeApi({
      'POST /api/auth/register': (request) =>
        (request.body as { email: string }).email === 'taken@example.com'
          ? { status: 409, body: { message: 'An account with this email already exists' } }
          : { status: 201, ...authReply(makeUser(), 'reg-token') },
    });
    const { result } = renderAuth();
    await act(async () => {
      await result.current.register({ name: 'T', email: 'taken@example.com', password: 'secret1' });
    });
    expect(
      await screen.findByText('An account with this email already exists'),
    ).toBeInTheDocument();
    await act(async () => {
      await result.current.register({ name: 'J', email: 'new@example.com', password: 'secret1' });
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('reg-token');
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
  });

  it('logout clears token and user even when the server call fails', async () => {
    storeToken('t-2');
    const net = fakeApi({
      'GET /api/auth/me': meReply(),
      'POST /api/auth/logout': 'network-error',
    });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.user).not.toBeNull());
    await act(() => result.current.logout());
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(net.calls('POST /api/auth/logout')[0]?.headers.authorization).toBe('Bearer t-2');
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
  });

  it('signs out when a later call answers 401 for the session', async () => {
    storeToken();
    fakeApi({
      'GET /api/auth/me': meReply(),
      'GET /api/pets': { status: 401, body: { message: 'Session revoked' } },
    });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.user).not.toBeNull());
    const { api } = await import('./api-client');
    await act(() => api.get('/api/pets').catch(() => undefined));
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('useAuth outside the provider throws', () => {
    function Orphan() {
      useAuth();
      return null;
    }
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Orphan />)).toThrow('useAuth must be used within an AuthProvider');
    } finally {
      console.error = quiet;
    }
  });

  it('stays loading until /me answers', async () => {
    storeToken();
    const reply = deferred<{ body: unknown }>();
    fakeApi({ 'GET /api/auth/me': () => reply.promise });
    const { result } = renderAuth();
    expect(result.current.loading).toBe(true);
    await act(async () => reply.resolve(meReply()));
    await waitFor(() => expect(result.current.loading).toBe(false));
  });
});
