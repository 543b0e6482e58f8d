import { TOKEN_STORAGE_KEY } from '@pawrx/contracts/constants';

// The bearer token lives in localStorage under the spec's key (§9). Storage can throw (private
// mode, disabled cookies): treat that as "no token" rather than crashing the app.

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Without storage the session lasts until the tab closes; nothing else to do.
  }
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // See writeToken.
  }
}
