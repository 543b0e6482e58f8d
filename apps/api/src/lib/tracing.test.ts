import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tracing as sdkTracing } from '@opentelemetry/sdk-node';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { openDatabase, type Database } from '../db/client';
import { startSmtpSink } from '../test/smtp-sink';
import { isTracing, startTracing, traced, type Tracing } from './tracing';

// Issue 26 item 4: with tracing on, requests, database queries, mail passes and reminder passes
// produce spans (read here from an in-memory exporter); off, `traced` only runs its work.

const exporter = new sdkTracing.InMemorySpanExporter();
let tracing: Tracing;
let database: Database;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  expect(isTracing()).toBe(false);
  await expect(traced('x', {}, async () => 7)).resolves.toBe(7); // off: a plain call
  tracing = await startTracing({ spanProcessor: new sdkTracing.SimpleSpanProcessor(exporter) });
  sink = await startSmtpSink();
  // Opened after tracing starts, as server.ts does, so its queries are traced.
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const env = loadEnv({
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
    SMTP_URL: sink.url,
  });
  app = await buildApp({ env, database, logger: false, tracingPlugin: tracing.fastifyPlugin });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await sink.close();
  await tracing.shutdown();
  expect(isTracing()).toBe(false);
});

describe('tracing on', () => {
  it('has a span for a request with its route, and spans for its database queries', async () => {
    exporter.reset();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'wrong-pass-1' },
    });
    expect(res.statusCode).toBe(401);
    const spans = exporter.getFinishedSpans();
    const request = spans.find((s) => s.attributes['http.route'] === '/api/auth/login');
    expect(request, spans.map((s) => s.name).join(', ')).toBeDefined();
    const queries = spans.filter((s) => s.name === 'db.query');
    expect(queries.length).toBeGreaterThan(0);
    expect(queries[0]!.attributes['db.system']).toBe('pglite');
    // The query ran inside the request: same trace.
    expect(queries.some((q) => q.spanContext().traceId === request!.spanContext().traceId)).toBe(
      true,
    );
  });

  it('has spans for a mail pass and a reminder pass', async () => {
    exporter.reset();
    await app.ctx.mailer.send({ to: 'someone@example.com', subject: 'Hello', text: 'Hi' });
    await app.ctx.mailer.drain();
    await app.ctx.reminders.tick();
    const names = exporter.getFinishedSpans().map((s) => s.name);
    expect(names).toContain('mail.deliver');
    expect(names).toContain('reminders.run');
    expect(sink.mails.map((m) => m.to)).toContainEqual(['someone@example.com']);
  });

  it('marks a failed span as an error', async () => {
    exporter.reset();
    await expect(
      traced('failing', {}, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const [span] = exporter.getFinishedSpans();
    expect(span!.name).toBe('failing');
    expect(span!.status.code).toBe(2);
  });
});
