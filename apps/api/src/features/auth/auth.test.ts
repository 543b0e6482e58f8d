import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '5' });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/register', () => {
  it('creates an owner, trims and lower-cases the email, and returns {success, token, user}', async () => {
    const res = await post('/api/auth/register', {
      name: ' Zoë Müller ',
      email: '  First.Last+Tag@Mail.Clinic ',
      password: 'abcdef',
      role: 'user',
      phone: '  555-0100 ',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Registration successful!' });
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      name: 'Zoë Müller',
      email: 'first.last+tag@mail.clinic',
      role: 'user',
      phone: '555-0100',
    });
    expect(body.user).not.toHaveProperty('vetInfo');
    expect(body.user).not.toHaveProperty('passwordHash');
  });

  it('stores the password as an argon2id hash', async () => {
    const { email } = await registerUser(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it('answers 409 for an email already taken in another case', async () => {
    await registerUser(t.app, { email: 'dup@example.com' });
    const res = await post('/api/auth/register', {
      name: 'B',
      email: 'DUP@Example.com',
      password: 'abcdef',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'CONFLICT' });
  });

  it.each([
    [
      'a short password',
      { password: '12345' },
      'password',
      'Password must be at least 6 characters',
    ],
    ['a missing name', { name: '' }, 'name', 'Name is required'],
    ['an invalid email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['an unknown role', { role: 'admin' }, 'role', undefined],
    [
      'a common password, in any case',
      { password: 'Password123' },
      'password',
      'This password is one of the most common and easy to guess. Please choose another',
    ],
    [
      'a common password of six characters',
      { password: 'qwerty' },
      'password',
      'This password is one of the most common and easy to guess. Please choose another',
    ],
  ])('rejects %s with 400 naming the field', async (_label, override, field, message) => {
    const res = await post('/api/auth/register', {
      name: 'A',
      email: 'ok@example.com',
      password: 'abcdef',
      ...override,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.issues.map((i: { path: string }) => i.path)).toContain(field);
    if (message) expect(body.message).toBe(message);
  });

  it('requires licence and clinic for vets and keeps their vetInfo', async () => {
    const missing = await post('/api/auth/register', {
      name: 'Dr V',
      email: 'vet1@example.com',
      password: 'abcdef',
      role: 'vet',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues.map((i: { path: string }) => i.path)).toEqual([
      'vetInfo.licenseNumber',
      'vetInfo.clinic',
    ]);

    const ok = await post('/api/auth/register', {
      name: 'Dr V',
      email: 'vet2@example.com',
      password: 'abcdef',
      role: 'vet',
      vetInfo: { licenseNumber: 'VET-123', clinic: 'Oak Clinic', specializations: ['dermatology'] },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().user.vetInfo).toEqual({
      licenseNumber: 'VET-123',
      clinic: 'Oak Clinic',
      specializations: ['dermatology'],
    });
  });

  it('drops vetInfo sent for an owner and omits a blank phone', async () => {
    const res = await post('/api/auth/register', {
      name: 'Owner',
      email: 'owner-vetinfo@example.com',
      password: 'abcdef',
      role: 'user',
      phone: '   ',
      vetInfo: { licenseNumber: 'X', clinic: 'Y' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).not.toHaveProperty('vetInfo');
    expect(res.json().user).not.toHaveProperty('phone');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the email in any case', async () => {
    const { email, password } = await registerUser(t.app);
    const res = await post('/api/auth/login', { email: email.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Login successful!',
      user: { email },
    });
  });

  it('answers the same for a wrong password and an unknown email', async () => {
    const { email } = await registerUser(t.app);
    const wrong = await post('/api/auth/login', { email, password: 'wrong-password' });
    const unknown = await post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'wrong-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('limits attempts per account with a 429 and a message', async () => {
    const { email } = await registerUser(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await post('/api/auth/login', { email, password: 'nope-nope' })).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await post('/api/auth/login', { email, password: 'nope-nope' });
    expect(limited.json().message).toMatch(/too many requests/i);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('GET /api/auth/me, PUT /api/auth/profile, POST /api/auth/logout', () => {
  it('returns the user in data, updates the profile, and revokes the token on logout', async () => {
    const { token, email } = await registerUser(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email, role: 'user' });

    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { name: 'Renamed', phone: ' 123 ' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Profile updated successfully',
      data: { name: 'Renamed', phone: '123' },
    });

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
  });

  it.each([
    ['no token', {}],
    ['a garbage token', { authorization: 'Bearer not.a.jwt' }],
    ['a wrong scheme', { authorization: 'Basic abc' }],
  ])('answers 401 with %s', async (_label, headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('rejects unknown profile fields', async () => {
    const { token } = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { role: 'vet' },
    });
    expect(res.statusCode).toBe(400);
  });
});
