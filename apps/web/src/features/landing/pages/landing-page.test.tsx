import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

describe('LandingPage', () => {
  it('offers Log In and Get Started Free', async () => {
    renderApp('/landing');
    await screen.findByRole('heading', { level: 1 });
    const loginLinks = screen.getAllByRole('link', { name: 'Log In' });
    expect(loginLinks.length).toBeGreaterThan(0);
    loginLinks.forEach((link) => expect(link).toHaveAttribute('href', '/login'));
    screen
      .getAllByRole('link', { name: /Get Started Free/ })
      .forEach((link) => expect(link).toHaveAttribute('href', '/register'));
  });

  it('lists the six features, four benefits and three steps', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    for (const feature of [
      'Medication Management',
      'Drug Interaction Checker',
      'Adverse Reaction Tracking',
      'Appointment Scheduling',
      'Medical Records',
      'Health Analytics',
      'Better Pet Health',
      'Time Saved',
      'Multi-Pet Support',
      'Peace of Mind',
      'Create Pet Profiles',
      'Add Medications',
      'Monitor & Track',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: feature })).toBeInTheDocument();
    }
    expect(
      screen.getByRole('heading', { name: 'Made by a veterinary technician' }),
    ).toBeInTheDocument();
  });

  it('has the footer with Product, Support, a 2025 copyright and external profile links', async () => {
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    const product = within(footer.getByRole('navigation', { name: 'Product' }));
    expect(product.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(product.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    const support = within(footer.getByRole('navigation', { name: 'Support' }));
    expect(support.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact-support',
    );
    expect(support.getByText('Help Documentation').closest('a')).toBeNull();
    expect(footer.getByText(/© 2025/)).toBeInTheDocument();
    for (const link of footer.getAllByRole('link', { name: /opens in a new tab/ })) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(footer.getAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(2);
  });
});
