import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@pawrx/contracts/constants';
import { fakeApi } from '../../test/fake-api';
import { makeUser } from '../../test/factories';
import { meReply, storeToken } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const signedIn = (path: string) => {
  storeToken();
  // Pages under the shell belong to other features; their calls get an empty answer.
  const net = fakeApi(
    {
      'GET /api/auth/me': meReply(makeUser({ name: 'Ada Lovelace', email: 'ada@example.com' })),
      'POST /api/auth/logout': { body: { success: true, message: 'Logged out' } },
    },
    { otherwise: { body: { success: true, message: 'OK', data: [] } } },
  );
  return { ...renderApp(path), net };
};

const desktopBar = () => screen.getByRole('navigation', { name: 'Main' });

describe('Navbar', () => {
  it('lists the four entries, the brand link and the user name', async () => {
    signedIn('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'PawRx dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    for (const [name, href] of [
      ['Dashboard', '/dashboard'],
      ['Medications', '/medications'],
      ['Interaction Checker', '/interactions'],
      ['Contact Support', '/contact-support'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(nav).toHaveTextContent('Ada Lovelace');
  });

  it.each([
    ['/medications', 'Medications'],
    ['/dashboard', 'Dashboard'],
    ['/contact-support', 'Contact Support'],
  ])('on %s only %s is marked current', async (path, active) => {
    signedIn(path);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([active]);
  });

  it('on a pet page no entry is current', async () => {
    signedIn('/pets/1/edit');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(desktopBar())
        .getAllByRole('link')
        .some((link) => link.getAttribute('aria-current') === 'page'),
    ).toBe(false);
  });

  it('Logout clears the session and goes to /login', async () => {
    const { user, net } = signedIn('/dashboard');
    await user.click(
      await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('button', {
        name: 'Logout',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(net.calls('POST /api/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
  });
});

describe('mobile menu', () => {
  it('toggles with aria-expanded and lists entries, name, email, Settings and Logout', async () => {
    const { user } = signedIn('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(document.getElementById('mobile-menu')).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const menu = within(document.getElementById('mobile-menu')!);
    expect(menu.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Dashboard',
      'Medications',
      'Interaction Checker',
      'Contact Support',
      'Settings',
    ]);
    expect(menu.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(menu.getByText('ada@example.com')).toBeInTheDocument();
    expect(menu.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await user.click(toggle);
    expect(document.getElementById('mobile-menu')).toBeNull();
  });

  it('opens Settings from the phone menu and closes', async () => {
    const { user } = signedIn('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = within(document.getElementById('mobile-menu')!);
    await user.click(menu.getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/settings'));
    expect(document.getElementById('mobile-menu')).toBeNull();
  });

  it('closes on navigation', async () => {
    const { user } = signedIn('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = within(document.getElementById('mobile-menu')!);
    await user.click(menu.getByRole('link', { name: 'Interaction Checker' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/interactions'));
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { user } = signedIn('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(document.getElementById('mobile-menu')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
