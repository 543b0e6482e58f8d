import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { RegisterBody, User } from '@pawrx/contracts/auth';
import { onUnauthorized } from './api-client';
import { errorMessage } from './api-errors';
import { authApi } from './auth-api';
import { AuthContext, type AuthContextValue, type AuthResult } from './auth-context';
import { clearToken, readToken, writeToken } from './token-storage';
import { toast } from './toast';

// The messages module is shared by every feature, so a static import would put all of it in
// the entry chunk; these texts are only needed after the user acts, so load them then. Neither
// helper rejects: a chunk that fails to load must not turn a sign-in into an error.
type AuthMessages = typeof import('@pawrx/contracts/messages').AUTH_MESSAGES;
const authMessage = (key: keyof AuthMessages): Promise<string | undefined> =>
  import('@pawrx/contracts/messages').then(
    (module) => module.AUTH_MESSAGES[key],
    () => undefined,
  );

async function succeed(key: keyof AuthMessages): Promise<AuthResult> {
  const message = await authMessage(key);
  if (message) toast.success(message);
  return { success: true };
}

/** Spec §8: the server's message, else the fallback; toasted and returned. */
async function fail(error: unknown, fallback: keyof AuthMessages): Promise<AuthResult> {
  const text = await authMessage(fallback);
  const message = errorMessage(error, text ?? (error instanceof Error ? error.message : ''));
  toast.error(message);
  return { success: false, error: message };
}

// Session state of spec §4 Auth. A stored token is checked once against /me; any failure drops
// it. Login and register store the new token; logout clears everything even if the call fails.

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(() => readToken() !== null);

  useEffect(() => {
    if (readToken() === null) return;
    let cancelled = false;
    authApi
      .me()
      .then((response) => {
        if (!cancelled) setUser(response.data);
      })
      .catch(() => {
        if (cancelled) return;
        clearToken();
        setUser(null);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  // While signed in, a call answered 401 with our token: the session expired or was revoked
  // elsewhere (e.g. a password reset). Sign out here too so the guard sends the user to /login.
  useEffect(() => {
    if (!user) return;
    return onUnauthorized(() => {
      clearToken();
      setUser(null);
      void authMessage('sessionExpired').then(
        (message) => message && toast.error(message, { id: 'session-expired' }),
      );
    });
  }, [user]);

  const login = useCallback(async (email: string, password: string): Promise<AuthResult> => {
    try {
      const response = await authApi.login({ email, password });
      writeToken(response.token);
      setUser(response.user);
      return succeed('loginSuccess');
    } catch (error) {
      return fail(error, 'loginFailed');
    }
  }, []);

  const register = useCallback(async (body: RegisterBody): Promise<AuthResult> => {
    try {
      const response = await authApi.register(body);
      writeToken(response.token);
      setUser(response.user);
      return succeed('registrationSuccess');
    } catch (error) {
      return fail(error, 'registrationFailed');
    }
  }, []);

  const logout = useCallback(async () => {
    const token = readToken();
    try {
      if (token) await authApi.logout(token);
    } catch {
      // Spec §4: signing out locally must not depend on the server answering.
    }
    clearToken();
    setUser(null);
    await succeed('logoutSuccess');
  }, []);

  // A profile save answers with the whole account; its caller toasts what changed.
  const replaceUser = useCallback((next: User) => setUser(next), []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading,
      isAuthenticated: user !== null,
      login,
      register,
      logout,
      replaceUser,
    }),
    [user, loading, login, register, logout, replaceUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
