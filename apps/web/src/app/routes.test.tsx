import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, fakeApi } from '../test/fake-api';
import { meReply, storeToken } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const location = () => screen.getByTestId('location');

const PROTECTED = [
  ['/dashboard', 'Dashboard'],
  ['/pet/p1', 'Pet Profile'],
  ['/pets/p1/edit', 'Edit Pet Profile'],
  ['/medications', 'Medications'],
  ['/interactions', 'Interaction Checker'],
  ['/vet-mode', 'Veterinarian Mode'],
  ['/contact-support', 'Contact Support'],
] as const;

const PUBLIC_ONLY = [
  '/',
  '/landing',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/abc',
];

describe('route guards', () => {
  it.each(PROTECTED)('a signed-out visit to %s is sent to /login', async (path) => {
    fakeApi({});
    renderApp(path);
    await waitFor(() => expect(location()).toHaveTextContent('/login'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it.each(PROTECTED)('a signed-in user sees %s (%s) inside the shell', async (path, title) => {
    storeToken();
    fakeApi({ 'GET /api/auth/me': meReply() });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(path);
  });

  it.each(PUBLIC_ONLY)('a signed-in user visiting %s is sent to /dashboard', async (path) => {
    storeToken();
    fakeApi({ 'GET /api/auth/me': meReply() });
    renderApp(path);
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows a spinner while the session loads, then the page', async () => {
    storeToken();
    const reply = deferred<{ body: unknown }>();
    fakeApi({ 'GET /api/auth/me': () => reply.promise });
    renderApp('/medications');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your session');
    expect(location()).toHaveTextContent('/medications');
    reply.resolve(meReply());
    expect(await screen.findByRole('heading', { name: 'Medications' })).toBeInTheDocument();
  });

  it('a stored token that /me rejects ends on /login', async () => {
    storeToken('stale');
    fakeApi({ 'GET /api/auth/me': { status: 401, body: { message: 'No' } } });
    renderApp('/dashboard');
    await waitFor(() => expect(location()).toHaveTextContent('/login'));
  });
});

describe('public routes', () => {
  it('/ shows the landing page to a signed-out visitor', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /one safe place/i }),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('/reset-password without a token says the link is invalid and goes to /login', async () => {
    renderApp('/reset-password');
    await waitFor(() => expect(location()).toHaveTextContent('/login'));
    expect(await screen.findByText('Invalid reset link')).toBeInTheDocument();
  });

  it('an unknown route shows the not-found page with a link home', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: /couldn’t find that page/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
