import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  redisUrl,
  scratchDatabase,
  startApi,
  uniquePrefix,
  type ServerProcess,
} from './server-processes';

// Two API processes on one PostgreSQL database and one Redis, as several hosts behind a load
// balancer would run: what one process revokes or counts, the other sees at once.

let database: Awaited<ReturnType<typeof scratchDatabase>>;
let a: ServerProcess;
let b: ServerProcess;
beforeAll(async () => {
  database = await scratchDatabase();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl(),
    REDIS_KEY_PREFIX: uniquePrefix(),
    WEB_CONCURRENCY: '1',
    RATE_LIMIT_SUPPORT_PER_HOUR: '3',
  };
  a = await startApi(env); // migrates first; the second finds the schema in place
  b = await startApi(env);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
});

const register = async (server: ServerProcess) => {
  const email = `scale-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await call(server.base, 'POST', '/api/auth/register', {
    name: 'Scale Owner',
    email,
    password: 'scale-pass-1',
  });
  expect(res.status).toBe(201);
  return res.json().token as string;
};

describe('two API processes on one PostgreSQL and one Redis', () => {
  it('are two processes', async () => {
    const pidA = (await call(a.base, 'GET', '/api/health')).json().pid;
    const pidB = (await call(b.base, 'GET', '/api/health')).json().pid;
    expect(pidA).toBe(a.child.pid);
    expect(pidB).toBe(b.child.pid);
  });

  it('a logout on A is a 401 on B at once, though B had the session cached', async () => {
    const token = await register(a);
    expect((await call(b.base, 'GET', '/api/auth/me', undefined, token)).status).toBe(200);
    expect((await call(b.base, 'GET', '/api/auth/me', undefined, token)).status).toBe(200);
    expect((await call(a.base, 'POST', '/api/auth/logout', undefined, token)).status).toBe(200);
    const after = await call(b.base, 'GET', '/api/auth/me', undefined, token);
    expect(after.status).toBe(401);
  });

  it('an edit on A shows in the pet list B had cached', async () => {
    const token = await register(a);
    const created = await call(
      a.base,
      'POST',
      '/api/pets',
      { name: 'Before', species: 'dog', weight: 10, age: 2 },
      token,
    );
    expect(created.status).toBe(201);
    const petId = created.json().data._id;
    const listB = async () =>
      (await call(b.base, 'GET', '/api/pets', undefined, token))
        .json()
        .data.map((p: { name: string }) => p.name);
    expect(await listB()).toEqual(['Before']);
    await call(a.base, 'PUT', `/api/pets/${petId}`, { name: 'After' }, token);
    expect(await listB()).toEqual(['After']);
  });

  it('share the support limit: the allowance spent on A and B together runs out on both', async () => {
    const message = {
      name: 'Visitor',
      email: 'visitor@example.com',
      subject: 'Question',
      category: 'general',
      message: 'Hello there',
      urgent: false,
    };
    const codes = [];
    for (const server of [a, b, a, b, a])
      codes.push((await call(server.base, 'POST', '/api/support/contact', message)).status);
    expect(codes.slice(0, 3).every((c) => c !== 429)).toBe(true);
    expect(codes.slice(3)).toEqual([429, 429]);
  });
});
