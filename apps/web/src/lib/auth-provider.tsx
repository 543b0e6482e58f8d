import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from './toast';
import type { ProfileUpdateBody, RegisterBody, User } from '@pawrx/contracts/auth';
import { AUTH_MESSAGES } from '@pawrx/contracts/messages';
import { onUnauthorized } from './api-client';
import { errorMessage } from './api-errors';
import { authApi } from './auth-api';
import { AuthContext, type AuthContextValue, type AuthResult } from './auth-context';
import { clearToken, readToken, writeToken } from './token-storage';

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
      toast.error(AUTH_MESSAGES.sessionExpired, { id: 'session-expired' });
    });
  }, [user]);

  const login = useCallback(async (email: string, password: string): Promise<AuthResult> => {
    try {
      const response = await authApi.login({ email, password });
      writeToken(response.token);
      setUser(response.user);
      toast.success(AUTH_MESSAGES.loginSuccess);
      return { success: true };
    } catch (error) {
      const message = errorMessage(error, AUTH_MESSAGES.loginFailed);
      toast.error(message);
      return { success: false, error: message };
    }
  }, []);

  const register = useCallback(async (body: RegisterBody): Promise<AuthResult> => {
    try {
      const response = await authApi.register(body);
      writeToken(response.token);
      setUser(response.user);
      toast.success(AUTH_MESSAGES.registrationSuccess);
      return { success: true };
    } catch (error) {
      const message = errorMessage(error, AUTH_MESSAGES.registrationFailed);
      toast.error(message);
      return { success: false, error: message };
    }
  }, []);

  const logout = useCallback(async () => {
    const token = readToken();
    try {
      if (token) await authApi.logout(token);
    } catch {
      // Spec §4: signing out locally must not depend on the server answering.
    } finally {
      clearToken();
      setUser(null);
      toast.success(AUTH_MESSAGES.logoutSuccess);
    }
  }, []);

  const updateProfile = useCallback(async (body: ProfileUpdateBody): Promise<AuthResult> => {
    try {
      const response = await authApi.updateProfile(body);
      setUser(response.data);
      toast.success(AUTH_MESSAGES.profileUpdated);
      return { success: true };
    } catch (error) {
      const message = errorMessage(error, AUTH_MESSAGES.profileUpdateFailed);
      toast.error(message);
      return { success: false, error: message };
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading,
      isAuthenticated: user !== null,
      login,
      register,
      logout,
      updateProfile,
    }),
    [user, loading, login, register, logout, updateProfile],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
