import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { meReply, storeToken } from '../test/fixtures';
import { renderApp } from '../test/render-app';

// The route table of spec §2, through the real guards and lazy pages. Signed-in pages belong to
// other features, so these tests check where a visit ends and that the shell is there, not
// what the page shows; unlisted API calls those pages make get an empty list.

const location = () => screen.getByTestId('location');
const signedIn = () => {
  storeToken();
  fakeApi(
    { 'GET /api/auth/me': meReply() },
    { otherwise: { body: { success: true, message: 'OK', data: [] } } },
  );
};

const PROTECTED = [
  '/dashboard',
  '/pet/p1',
  '/pets/p1/edit',
  '/medications',
  '/interactions',
  '/vet-mode',
  '/contact-support',
];
const PUBLIC_ONLY = [
  '/',
  '/landing',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/abc',
];

describe('signed-in routes', () => {
  it.each(PROTECTED)('a signed-out visit to %s is sent to /login', async (path) => {
    fakeApi({});
    renderApp(path);
    await waitFor(() => expect(location()).toHaveTextContent('/login'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it.each(PROTECTED)('a signed-in user stays on %s, inside the shell', async (path) => {
    signedIn();
    renderApp(path);
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Pet Medication Management');
    expect(location()).toHaveTextContent(path);
  });
});

describe('signed-out routes', () => {
  it.each(PUBLIC_ONLY)('a signed-in user visiting %s is sent to /dashboard', async (path) => {
    signedIn();
    renderApp(path);
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

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
