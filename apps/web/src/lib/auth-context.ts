import { createContext } from 'react';
import type { RegisterBody, User } from '@pawrx/contracts/auth';

/** What login and register resolve to (spec §7: "returning success and error"). */
export type AuthResult = { success: true; error?: undefined } | { success: false; error: string };

export type AuthContextValue = {
  user: User | null;
  /** True while a stored token is being checked against /api/auth/me. */
  loading: boolean;
  isAuthenticated: boolean;
  login: (email: string, password: string) => Promise<AuthResult>;
  register: (body: RegisterBody) => Promise<AuthResult>;
  logout: () => Promise<void>;
  /** Takes the account as the server answered a profile save (lib/queries/account-queries). */
  replaceUser: (user: User) => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
