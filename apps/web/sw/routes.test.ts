import { describe, expect, it } from 'vitest';
import { isDoseLog, isOfflineRecord, isSignOut } from './routes';

const url = (path: string) => new URL(path, 'http://127.0.0.1');

describe('service worker routes', () => {
  it.each([
    '/api/auth/me',
    '/api/pets',
    '/api/pets/p1',
    '/api/pets/p1/medications',
    '/api/pets/p1/doses?from=2026-11-28&to=2026-11-29',
    '/api/pets/p1/emergency-links',
    '/api/emergency/tok_123',
  ])('keeps %s for offline use', (path) => {
    expect(isOfflineRecord(url(path))).toBe(true);
  });

  it.each([
    '/api/auth/login',
    '/api/pets/p1/report',
    '/api/pets/p1/members',
    '/api/pets/p1/medications/m1/doses',
    '/api/petsx',
    '/api/interactions/check',
  ])('does not keep %s', (path) => {
    expect(isOfflineRecord(url(path))).toBe(false);
  });

  it('queues only the dose log route', () => {
    expect(isDoseLog(url('/api/pets/p1/medications/m1/doses'))).toBe(true);
    expect(isDoseLog(url('/api/pets/p1/doses/d1'))).toBe(false);
    expect(isDoseLog(url('/api/pets/p1/medications/m1'))).toBe(false);
  });

  it('recognises signing out', () => {
    expect(isSignOut(url('/api/auth/logout'))).toBe(true);
    expect(isSignOut(url('/api/auth/logout-all'))).toBe(false);
  });
});
