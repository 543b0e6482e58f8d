import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './config/env';
import { poolSizeFor, webConcurrency } from './cluster';

// The PostgreSQL connection budget (decision 033): every worker's pool plus the one connection its
// availability check may open never add up to more than DATABASE_MAX_CONNECTIONS.

const pg = {
  DATABASE_URL: 'postgres://app@127.0.0.1:5432/pawrx',
  JWT_SECRET: 'cluster-test-secret-0123456789abcdef0123',
};

describe('DATABASE_MAX_CONNECTIONS', () => {
  it('defaults to a budget well under PostgreSQL’s 100 connections', () => {
    expect(loadEnv(pg).DATABASE_MAX_CONNECTIONS).toBe(20);
  });

  it.each([1, 2, 3, 4, 5, 7, 10])(
    'keeps %i workers × (pool + check) within the budget',
    (workers) => {
      for (const budget of [20, 23, 40, 97]) {
        const env = loadEnv({
          ...pg,
          DATABASE_MAX_CONNECTIONS: String(budget),
          WEB_CONCURRENCY: String(workers),
        });
        const count = webConcurrency(env);
        expect(count).toBe(workers);
        const pool = poolSizeFor(env, count);
        expect(pool).toBeGreaterThanOrEqual(1);
        expect(count * (pool + 1)).toBeLessThanOrEqual(budget);
      }
    },
  );

  it('picks a default worker count that fits the budget on any host', () => {
    const env = loadEnv(pg);
    const workers = webConcurrency(env);
    expect(workers).toBe(Math.min(availableParallelism(), 5));
    expect(workers * (poolSizeFor(env, workers) + 1)).toBeLessThanOrEqual(20);
  });

  it('refuses more workers than the budget can give two connections each', () => {
    const env = loadEnv({ ...pg, WEB_CONCURRENCY: '16' });
    expect(() => webConcurrency(env)).toThrow(/DATABASE_MAX_CONNECTIONS=20/);
  });

  it('sets a server-side statement timeout by default', () => {
    expect(loadEnv(pg).DATABASE_STATEMENT_TIMEOUT_MS).toBe(1_200);
  });
});
