import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { makeUser, meReply, storeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('VetModePage', () => {
  it.each(['user', 'vet'] as const)(
    'shows the under-construction notice to a %s account (not role-restricted)',
    async (role) => {
      storeToken();
      fakeApi({ 'GET /api/auth/me': meReply(makeUser({ role })) });
      renderApp('/vet-mode');
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Veterinarian Mode' },
          { timeout: 15_000 },
        ),
      ).toBeInTheDocument();
      expect(screen.getByText('Under construction')).toBeInTheDocument();
      expect(
        screen.getByText(/vet tools for reviewing and updating pet medical records/),
      ).toBeInTheDocument();
    },
  );
});
