import { describe, expect, it, vi } from 'vitest';
import { leftBehind, processState, watchedFile } from './file-isolation';
import { createTestApp, openTestAppCount, registerUser } from './test-app';

// The API files share a module graph per worker (decision 036); these hold what keeps them apart.
describe('file isolation without a fresh module graph per file', () => {
  it('watches this file too, not only the first file of its worker', () => {
    expect(watchedFile).toBe(expect.getState().testPath);
  });

  it('names each thing a file leaves behind, and nothing when it leaves nothing', () => {
    const before = processState();
    expect(leftBehind(before, processState(), false)).toEqual([]);
    const after = {
      env: { ...before.env, PAWRX_LEAK_PROBE: 'x' },
      listeners: { ...before.listeners, SIGTERM: (before.listeners.SIGTERM ?? 0) + 1 },
      openApps: before.openApps + 2,
    };
    expect(leftBehind(before, after, true)).toEqual([
      'process.env.PAWRX_LEAK_PROBE changed',
      "a process 'SIGTERM' listener was added",
      '2 test app(s) not closed',
      'fake timers still on',
    ]);
    vi.useFakeTimers();
    expect(vi.isFakeTimers()).toBe(true);
    vi.useRealTimers();
  });

  it('counts a test app as open until it is closed', async () => {
    const open = openTestAppCount();
    const testApp = await createTestApp();
    expect(openTestAppCount()).toBe(open + 1);
    await testApp.close();
    expect(openTestAppCount()).toBe(open);
  });

  it('gives a later app in the same module graph fresh rate limits and no accounts', async () => {
    const limits = { RATE_LIMIT_LOGIN_PER_IP: '1' };
    const login = (t: Awaited<ReturnType<typeof createTestApp>>, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'secret-pass-1' },
      });
    const first = await createTestApp(limits);
    const { email } = await registerUser(first.app);
    expect((await login(first, email)).statusCode).toBe(200);
    expect((await login(first, email)).statusCode).toBe(429);
    await first.close();

    const second = await createTestApp(limits);
    try {
      // Not 429: the first app's login count stayed with it. Not 200: its account did too.
      expect((await login(second, email)).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});
