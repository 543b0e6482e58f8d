import { describe, expect, it } from 'vitest';
import { REDACTED, scrubText, scrubUrl, scrubValue, serializeError } from './log-redaction';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

describe('scrubText', () => {
  it.each([
    ['an argon2 hash', `row contains (${HASH}, x)`, HASH],
    ['a bearer token', `authorization: Bearer ${JWT}`, JWT],
    ['a bare JWT', `token ${JWT} rejected`, JWT],
    ['a reset token in a link', 'http://x/PawRx/#/reset-password/AbC_123-xyz', 'AbC_123-xyz'],
    ['an emergency link token', 'http://x/PawRx/#/emergency/Nonce_123.Sig-456', 'Nonce_123'],
    ['a photo signature', '/api/pets/1/photo?v=2&sig=deadbeef99', 'deadbeef99'],
    ['a password in a query', '/x?password=hunter22&a=1', 'hunter22'],
    [
      'query parameters',
      'Failed query: insert into users\nparams: ann@x.co,secret-value',
      'secret-value',
    ],
    ['a connection string password', 'postgres://root:s3cretpw@db:5432/x', 's3cretpw'],
  ])('hides %s', (_what, text, secret) => {
    const scrubbed = scrubText(text);
    expect(scrubbed).not.toContain(secret);
    expect(scrubbed).toContain(REDACTED);
  });

  it('leaves ordinary text alone', () => {
    expect(scrubText('GET /api/pets/123 answered 200 in 4 ms')).toBe(
      'GET /api/pets/123 answered 200 in 4 ms',
    );
  });
});

describe('scrubUrl', () => {
  it('keeps the path and ordinary parameters, hides secret ones', () => {
    expect(scrubUrl('/api/pets/p1/photo?v=3&sig=abc&x=1')).toBe(
      `/api/pets/p1/photo?v=3&sig=${REDACTED}&x=1`,
    );
    expect(scrubUrl('/api/auth/reset-password/tok123')).toBe(
      `/api/auth/reset-password/${REDACTED}`,
    );
    expect(scrubUrl('/api/emergency/abc.def/photo')).toBe(`/api/emergency/${REDACTED}/photo`);
    expect(scrubUrl('/api/dose-links/n0nce.s1g')).toBe(`/api/dose-links/${REDACTED}`);
    expect(scrubUrl('/api/calendar/feed/n0nce.s1g')).toBe(`/api/calendar/feed/${REDACTED}`);
    expect(scrubUrl('/api/calendar/feed/reset')).toBe('/api/calendar/feed/reset');
  });
});

describe('serializeError', () => {
  it('keeps type, message, code and frames but never the parameters of a failed query', () => {
    const cause = Object.assign(new Error(`Failing row contains (${HASH})`), {
      code: '23502',
      detail: `Failing row contains (${HASH})`,
    });
    const error = Object.assign(
      new Error(`Failed query: insert into users\nparams: a@b.co,${HASH}`),
      {
        params: ['a@b.co', HASH],
        cause,
      },
    );
    const serialized = serializeError(error);
    const text = JSON.stringify(serialized);
    expect(text).not.toContain('argon2id$');
    expect(text).not.toContain('a@b.co');
    expect(serialized).toMatchObject({ type: 'Error', cause: { code: '23502' } });
    expect(serialized.stack).toMatch(/\n\s+at /);
  });
});

describe('scrubValue', () => {
  it('scrubs nested strings without changing the original', () => {
    const original = { mail: { text: `Reset: http://x/#/reset-password/tok9` }, list: [JWT] };
    const scrubbed = JSON.stringify(scrubValue(original));
    expect(scrubbed).not.toContain('tok9');
    expect(scrubbed).not.toContain(JWT);
    expect(original.mail.text).toContain('tok9');
  });
});
