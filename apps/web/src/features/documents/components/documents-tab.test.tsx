import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@pawrx/contracts/documents';
import { queryClient } from '../../../app/query-client';
import { fakeApi, type FakeHandler } from '../../../test/fake-api';
import { makeDocument, ok } from '../../../test/factories';
import { meReply, storeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeRex } from '../../../test/rex';

const BLOOD_WORK = makeDocument();
const INSURANCE = makeDocument({
  id: 'document-2',
  title: 'Insurance card',
  category: 'insurance',
  date: '2025-04-15',
  mimeType: 'image/png',
});

/** The server's answer: everything newest first, or the hits of `?q=` with their snippets. */
const documents: FakeHandler = (request) => {
  const q = request.query.get('q');
  if (!q) return ok([BLOOD_WORK, INSURANCE]);
  if (q === 'creatinine')
    return ok([
      {
        ...BLOOD_WORK,
        snippet: [
          { text: 'Creatinine', match: true },
          { text: ' 2.8 mg/dL 0.5-1.8', match: false },
        ],
      },
    ]);
  return ok([]);
};

async function openTab(list: FakeHandler = documents) {
  storeToken();
  const api = fakeApi({
    'GET /api/auth/me': meReply(),
    'GET /api/pets/p1': ok(makeRex()),
    'GET /api/pets/p1/medications': ok({ current: [], history: [] }),
    'GET /api/pets/p1/reactions': ok([]),
    'GET /api/pets/p1/documents': list,
  });
  const view = renderApp('/pet/p1');
  await view.user.click(await screen.findByRole('tab', { name: 'Documents' }, { timeout: 15_000 }));
  return { ...view, api };
}

const titles = () =>
  screen
    .queryAllByRole('button', { name: /^(Blood work|Insurance card)$/ })
    .map((b) => b.textContent);

afterEach(() => queryClient.clear());

describe('Documents tab', () => {
  it('lists documents by year, newest first, with category, day and kind', async () => {
    await openTab();
    const year2026 = await screen.findByRole('region', { name: 'Documents of 2026' });
    expect(within(year2026).getByText('Lab result · Nov 2, 2026 · PDF')).toBeInTheDocument();
    const year2025 = screen.getByRole('region', { name: 'Documents of 2025' });
    expect(within(year2025).getByText('Insurance · Apr 15, 2025 · Image')).toBeInTheDocument();
    expect(titles()).toEqual(['Blood work', 'Insurance card']);
  });

  it('searches the documents’ words once typing pauses, marking the word found', async () => {
    const { user, api } = await openTab();
    await screen.findByRole('region', { name: 'Documents of 2026' });
    await user.type(screen.getByLabelText('Search documents'), 'creatinine');
    const snippet = await screen.findByTestId('document-snippet');
    expect(within(snippet).getByText('Creatinine').tagName).toBe('MARK');
    expect(snippet).toHaveTextContent('Creatinine 2.8 mg/dL 0.5-1.8');
    expect(titles()).toEqual(['Blood work']);
    // Requests wait for a pause in typing, not one per keystroke: the ten letters make one
    // search on a quiet machine; a loaded one may pause once or twice mid-word, never ten times.
    const searches = api
      .calls('GET /api/pets/p1/documents')
      .map((r) => r.query.get('q'))
      .filter((q) => q !== null);
    expect(searches.at(-1)).toBe('creatinine');
    expect(searches.length).toBeLessThanOrEqual(3);

    await user.clear(screen.getByLabelText('Search documents'));
    await user.type(screen.getByLabelText('Search documents'), 'parvovirus');
    expect(await screen.findByText(DOCUMENT_MESSAGES.noMatches)).toBeInTheDocument();
    expect(titles()).toEqual([]);
  });

  it('filters by category on the list already loaded', async () => {
    const { user, api } = await openTab();
    await screen.findByRole('region', { name: 'Documents of 2026' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Insurance');
    expect(titles()).toEqual(['Insurance card']);
    await user.selectOptions(screen.getByLabelText('Category'), 'Visit summary');
    expect(screen.getByText(DOCUMENT_MESSAGES.noMatches)).toBeInTheDocument();
    expect(api.calls('GET /api/pets/p1/documents')).toHaveLength(1);
  });

  it('says what documents are for when there are none yet', async () => {
    await openTab(() => ok([]));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `${DOCUMENT_MESSAGES.empty}. Upload a lab report, a visit summary or a certificate to keep it with Rex's record and find it by its words.`,
    );
    expect(screen.getByRole('button', { name: 'Upload a document' })).toBeInTheDocument();
  });
});
