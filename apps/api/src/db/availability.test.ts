import { describe, expect, it, vi } from 'vitest';
import {
  classifyDatabaseError,
  DatabaseAvailability,
  describeDatabaseError,
  isDatabaseUnavailable,
} from './availability';

const withFields = (message: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(message), fields);
// Drizzle wraps a driver error with the query text and its parameters.
const drizzleWrapped = (cause: unknown) =>
  Object.assign(new Error('Failed query: select "id" from "users"\nparams: secret-hash'), {
    cause,
  });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a refused connection',
      withFields('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }),
    ],
    ['a reset connection', withFields('read ECONNRESET', { code: 'ECONNRESET' })],
    ['a connection that ended mid-query', new Error('Connection terminated unexpectedly')],
    [
      'PostgreSQL shutting down (57P01)',
      withFields('terminating connection', { code: '57P01', severity: 'FATAL' }),
    ],
    [
      'a database refusing connections (FATAL 55000)',
      withFields('not accepting connections', { code: '55000', severity: 'FATAL' }),
    ],
    ['a connection exception (class 08)', withFields('connection failure', { code: '08006' })],
    ['too many connections', withFields('too many clients', { code: '53300' })],
    [
      'any of these wrapped by Drizzle',
      drizzleWrapped(new Error('Connection terminated unexpectedly')),
    ],
    ['both addresses refused', new AggregateError([withFields('x', { code: 'ECONNREFUSED' })])],
  ])('is true for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    [
      'a unique violation',
      drizzleWrapped(withFields('duplicate key', { code: '23505', severity: 'ERROR' })),
    ],
    ['a syntax error', withFields('syntax error', { code: '42601', severity: 'ERROR' })],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('is false for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('classifyDatabaseError', () => {
  it.each([
    ['a refused connection', withFields('connect', { code: 'ECONNREFUSED' }), 'down'],
    [
      'a statement cancelled by statement_timeout (57014)',
      drizzleWrapped(
        withFields('canceling statement due to statement timeout', {
          code: '57014',
          severity: 'ERROR',
        }),
      ),
      'slow',
    ],
    ['a query that got no answer in time', new Error('Query read timeout'), 'maybe-down'],
    [
      'a wait for a pooled connection that timed out',
      drizzleWrapped(new Error('timeout exceeded when trying to connect')),
      'maybe-down',
    ],
    ['a unique violation', withFields('duplicate key', { code: '23505' }), 'other'],
  ])('reads %s as %s', (_label, error, expected) => {
    expect(classifyDatabaseError(error)).toBe(expected);
  });
});

describe('describeDatabaseError', () => {
  it("names the driver's cause, never the query or its parameters", () => {
    const text = describeDatabaseError(
      drizzleWrapped(withFields('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' })),
    );
    expect(text).toBe('ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432');
    expect(text).not.toContain('secret-hash');
  });
});

describe('DatabaseAvailability', () => {
  const log = { info: vi.fn(), warn: vi.fn() };

  it('is down after a lost connection and comes back by itself once a probe gets through', async () => {
    let reachable = false;
    const ping = vi.fn(async () => {
      if (!reachable) throw new Error('Connection terminated unexpectedly');
    });
    const availability = new DatabaseAvailability(ping, log, 5);
    expect(availability.isDown).toBe(false);

    availability.reportLost(new Error('Connection terminated unexpectedly'));
    expect(availability.isDown).toBe(true);
    expect(await availability.check()).toBe(false);
    await vi.waitFor(() => expect(ping.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(availability.isDown).toBe(true);

    reachable = true;
    await vi.waitFor(() => expect(availability.isDown).toBe(false));
    expect(await availability.check()).toBe(true);
    availability.stop();
  });

  it('reports down from a health check whose ping fails, even with no traffic before', async () => {
    const availability = new DatabaseAvailability(
      async () => Promise.reject(new Error('Connection terminated unexpectedly')),
      log,
      5,
    );
    expect(await availability.check()).toBe(false);
    expect(availability.isDown).toBe(true);
    availability.stop();
  });

  it('stays up after a client-side timeout when a fresh connection gets through', async () => {
    const ping = vi.fn(async () => {});
    const fresh = vi.fn(async () => {});
    const availability = new DatabaseAvailability(ping, log, 5, fresh);
    availability.reportSuspect(new Error('Query read timeout'));
    await availability.settled;
    expect(fresh).toHaveBeenCalledTimes(1);
    expect(availability.isDown).toBe(false);
    availability.stop();
  });

  it('is down after a client-side timeout when a fresh connection fails too', async () => {
    let reachable = false;
    const connect = async () => {
      if (!reachable) throw withFields('connect', { code: 'ECONNREFUSED' });
    };
    const availability = new DatabaseAvailability(connect, log, 5, connect);
    availability.reportSuspect(new Error('timeout exceeded when trying to connect'));
    await availability.settled;
    expect(availability.isDown).toBe(true);
    reachable = true;
    await vi.waitFor(() => expect(availability.isDown).toBe(false));
    availability.stop();
  });

  it('answers a health check whose pooled ping times out from a fresh connection', async () => {
    const availability = new DatabaseAvailability(
      async () => Promise.reject(new Error('timeout exceeded when trying to connect')),
      log,
      5,
      async () => {},
    );
    expect(await availability.check()).toBe(false);
    await availability.settled;
    expect(availability.isDown).toBe(false);
    availability.stop();
  });
});
