import net from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES, INPUT_MESSAGES } from '@pawrx/contracts/messages';
import { createPet } from '../features/pets/pets.test-helpers';
import { bearer, createTestApp, registerUser, type TestApp } from './test-app';

// Issue 11 item 4: bad input is a 400 with a clear message, never a 500; every error, from any
// layer, is the { success: false, message } envelope and never repeats the request.

const ECHO = 'EchoMe42';

describe('bad input', () => {
  let testApp: TestApp;
  let token: string;
  let petId: string;
  let medicationId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ token } = await registerUser(testApp.app));
    petId = (await createPet(testApp.app, token))._id;
    const med = await testApp.app.inject({
      method: 'POST',
      url: `/api/pets/${petId}/medications`,
      headers: bearer(token),
      payload: { name: 'Apoquel' },
    });
    medicationId = med.json().data._id;
  });
  afterAll(() => testApp?.close());

  const send = (options: InjectOptions) =>
    testApp.app.inject({ ...options, headers: { ...bearer(token), ...options.headers } });

  function expectEnvelope(
    res: { statusCode: number; body: string; json: () => unknown },
    status: number,
    message?: string,
  ) {
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json() as { success: unknown; message: unknown };
    expect(body.success).toBe(false);
    expect(typeof body.message).toBe('string');
    if (message) expect(body.message).toBe(message);
    expect(res.body).not.toContain(ECHO);
  }

  describe('text the database cannot store', () => {
    const support = { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Help' };
    it.each([
      ['NUL', `a\u0000${ECHO}`, INPUT_MESSAGES.nulCharacter],
      ['lone high surrogate', `\uD800${ECHO}`, INPUT_MESSAGES.loneSurrogate],
      ['lone low surrogate', `${ECHO}\uDC00`, INPUT_MESSAGES.loneSurrogate],
    ])('a %s in the public support form is a 400 naming the field', async (_n, text, message) => {
      for (const field of ['name', 'subject', 'message'] as const) {
        const res = await testApp.app.inject({
          method: 'POST',
          url: '/api/support/contact',
          payload: { ...support, [field]: text },
        });
        expectEnvelope(res, 400, message);
        expect(res.json().issues).toEqual([{ path: field, message }]);
      }
    });

    it.each([
      [
        'pet name',
        'POST',
        (): string => '/api/pets',
        { name: 'R\u0000x', weight: 1, age: 1 },
        'name',
      ],
      ['pet breed', 'PUT', (): string => `/api/pets/${petId}`, { breed: 'B\u0000' }, 'breed'],
      [
        'pet allergy',
        'PUT',
        (): string => `/api/pets/${petId}`,
        { medicalHistory: { allergies: ['ok', 'pen\u0000icillin'] } },
        'medicalHistory.allergies.1',
      ],
      [
        'medication name',
        'POST',
        (): string => `/api/pets/${petId}/medications`,
        { name: '\uDBFFx' },
        'name',
      ],
      [
        'medication notes',
        'PUT',
        (): string => `/api/pets/${petId}/medications/${medicationId}`,
        { instructions: 'with food\u0000' },
        'instructions',
      ],
      [
        'login password',
        'POST',
        (): string => '/api/auth/login',
        { email: 'a@b.co', password: 'x\u0000y' },
        'password',
      ],
      ['profile name', 'PUT', (): string => '/api/auth/profile', { name: 'N\u0000' }, 'name'],
    ] as const)('%s: 400 naming the field', async (_n, method, url, payload, path) => {
      const res = await send({ method, url: url(), payload });
      expectEnvelope(res, 400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual([path]);
    });

    it('a NUL in a path parameter is a 400, not a database error', async () => {
      expectEnvelope(await send({ method: 'GET', url: '/api/pets/a%00b' }), 400);
    });
  });

  describe('impossible dates', () => {
    it.each([
      [
        'pet birth date (create)',
        'POST',
        (): string => '/api/pets',
        { name: 'R', weight: 1, age: 1, birthDate: '2023-02-30' },
        'birthDate',
      ],
      [
        'pet birth date (edit)',
        'PUT',
        (): string => `/api/pets/${petId}`,
        { birthDate: '2023-02-29' },
        'birthDate',
      ],
      [
        'medication start',
        'POST',
        (): string => `/api/pets/${petId}/medications`,
        { name: 'X', startDate: '2023-02-30' },
        'startDate',
      ],
      [
        'medication end',
        'PUT',
        (): string => `/api/pets/${petId}/medications/${medicationId}`,
        { endDate: '2023-04-31' },
        'endDate',
      ],
      [
        'reaction',
        'POST',
        (): string => `/api/pets/${petId}/reactions`,
        { medication: 'X', date: '2023-02-30', severity: 'mild', symptoms: ['itch'] },
        'date',
      ],
      [
        'appointment',
        'POST',
        (): string => `/api/pets/${petId}/appointments`,
        { date: '2023-02-30' },
        'date',
      ],
      [
        'vaccination',
        'POST',
        (): string => `/api/pets/${petId}/vaccinations`,
        { vaccine: 'Rabies', date: '2023-02-30' },
        'date',
      ],
      [
        'vaccination next due',
        'POST',
        (): string => `/api/pets/${petId}/vaccinations`,
        { vaccine: 'Rabies', date: '2023-01-01', nextDue: '2023-13-01' },
        'nextDue',
      ],
    ] as const)('%s: 400 naming the field', async (_n, method, url, payload, path) => {
      const res = await send({ method, url: url(), payload });
      expectEnvelope(res, 400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    });
  });

  describe('addresses', () => {
    it.each(['/api/pets/%zz', `/api/pets/%E0%A4-${ECHO}`, `/api/pets/${ECHO}%`])(
      'malformed percent-encoding %s is a 400',
      async (url) =>
        expectEnvelope(await send({ method: 'GET', url }), 400, INPUT_MESSAGES.malformedUrl),
    );

    it('an over-long id is a 400', async () => {
      const res = await send({ method: 'GET', url: `/api/pets/${ECHO}${'a'.repeat(300)}` });
      expectEnvelope(res, 400, INPUT_MESSAGES.paramTooLong);
    });

    it('an over-long address is a 414', async () => {
      const res = await send({ method: 'GET', url: `/api/pets?q=${ECHO}${'a'.repeat(3000)}` });
      expectEnvelope(res, 414, INPUT_MESSAGES.urlTooLong);
    });

    it('an unknown route is a 404', async () => {
      expectEnvelope(
        await send({ method: 'GET', url: `/api/${ECHO}` }),
        404,
        GENERIC_MESSAGES.notFound,
      );
      expectEnvelope(await send({ method: 'DELETE', url: '/api/auth/me' }), 404);
    });
  });

  describe('bodies', () => {
    it('malformed JSON is a 400', async () => {
      const res = await send({
        method: 'POST',
        url: '/api/pets',
        headers: { 'content-type': 'application/json' },
        payload: `{"name": "${ECHO}`,
      });
      expectEnvelope(res, 400, GENERIC_MESSAGES.malformedJson);
    });

    it('a body over 1 MB is a 413', async () => {
      const res = await send({
        method: 'POST',
        url: '/api/support/contact',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ name: ECHO, message: 'x'.repeat(1024 * 1024 + 10) }),
      });
      expectEnvelope(res, 413, GENERIC_MESSAGES.bodyTooLarge);
    });

    it('a body that is not JSON is a 415', async () => {
      const res = await send({
        method: 'POST',
        url: '/api/pets',
        headers: { 'content-type': `text/${ECHO}` },
        payload: `name=${ECHO}`,
      });
      expectEnvelope(res, 415, GENERIC_MESSAGES.unsupportedMediaType);
    });

    it('unknown fields are refused without naming them back', async () => {
      const res = await send({ method: 'PUT', url: '/api/auth/profile', payload: { [ECHO]: 1 } });
      expectEnvelope(res, 400);
    });
  });

  describe('errors from the HTTP parser', () => {
    let port = 0;
    beforeAll(async () => {
      const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
      port = Number(new URL(address).port);
    });

    async function raw(request: string): Promise<string> {
      return new Promise((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    }

    it('headers over the size limit are a 431 in the envelope', async () => {
      const answer = await raw(
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-${ECHO}: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
      expect(body).toMatchObject({ success: false, message: GENERIC_MESSAGES.headersTooLarge });
      expect(answer).not.toContain(ECHO);
    });

    it('a request that is not HTTP is a 400 in the envelope', async () => {
      const answer = await raw(`${ECHO} \u0001\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
      expect(body).toMatchObject({ success: false, message: GENERIC_MESSAGES.badRequest });
      expect(answer).not.toContain(ECHO);
    });
  });
});
