import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../lib/auth-provider';
import { deferred, fakeApi } from '../test/fake-api';
import { meReply, storeToken } from '../test/fixtures';
import { ProtectedRoute, PublicOnlyRoute } from './guards';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The two guards around stand-in pages, so these tests do not depend on any real page. */
function renderGuarded(path: string) {
  return render(
    <AuthProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<PublicOnlyRoute />}>
            <Route path="/login" element={<h1>Login page</h1>} />
          </Route>
          <Route element={<ProtectedRoute />}>
            <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
            <Route path="/medications" element={<h1>Medications page</h1>} />
          </Route>
        </Routes>
        <Where />
      </MemoryRouter>
    </AuthProvider>,
  );
}

describe('ProtectedRoute', () => {
  it('redirects a signed-out visitor to /login', async () => {
    fakeApi({});
    renderGuarded('/medications');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
  });

  it('shows a spinner while the session loads, then the page', async () => {
    storeToken();
    const reply = deferred<{ body: unknown }>();
    fakeApi({ 'GET /api/auth/me': () => reply.promise });
    renderGuarded('/medications');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your session');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    reply.resolve(meReply());
    expect(await screen.findByRole('heading', { name: 'Medications page' })).toBeInTheDocument();
  });

  it('sends a visitor whose stored token /me rejects to /login', async () => {
    storeToken('stale');
    fakeApi({ 'GET /api/auth/me': { status: 401, body: { message: 'No' } } });
    renderGuarded('/dashboard');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
  });
});

describe('PublicOnlyRoute', () => {
  it('redirects a signed-in user to /dashboard', async () => {
    storeToken();
    fakeApi({ 'GET /api/auth/me': meReply() });
    renderGuarded('/login');
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
  });

  it('shows the page to a signed-out visitor without waiting', () => {
    fakeApi({});
    renderGuarded('/login');
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});
