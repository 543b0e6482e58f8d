import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NOT_CHECKED_COPY, VERDICT_COPY } from '@pawrx/contracts/interactions';
import { deferred, fakeApi, type FakeReply } from '../../../test/fake-api';
import { meReply, storeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { ok } from '../../../test/factories';
import {
  aiResult,
  checkResult,
  interaction,
  makeCheckerMedication,
  makeCheckerPet,
} from '../test/checker-fixtures';

const pets = [
  makeCheckerPet(),
  makeCheckerPet({ _id: 'pet-2', name: 'Luna', species: 'cat', breed: '' }),
];
const medications = (current = [makeCheckerMedication()]) => ok({ current, history: [] });

function open(routes: Record<string, unknown> = {}, path = '/interactions?pet=pet-1') {
  storeToken();
  const api = fakeApi({
    'GET /api/auth/me': meReply(),
    'GET /api/pets': ok(pets),
    'GET /api/pets/pet-1/medications': medications(),
    ...(routes as object),
  });
  return { ...renderApp(path), api };
}

const nameField = () =>
  screen.findByRole('combobox', { name: /Medication Name/ }, { timeout: 15_000 });
const quickButton = () => screen.getByRole('button', { name: 'Quick Check' });
const aiButton = () => screen.getByRole('button', { name: /AI Anal/ });

async function enterMedication(user: ReturnType<typeof open>['user'], name = 'Carprofen') {
  await screen.findByText('Prednisone', {}, { timeout: 15_000 });
  await user.type(await nameField(), name);
  await user.type(screen.getByLabelText('Dosage'), '75 mg');
  await user.selectOptions(screen.getByLabelText('Frequency'), 'Twice daily');
}

describe('/interactions: steps and validation', () => {
  it('pre-selects the pet from ?pet= and lists its current medications', async () => {
    open();
    expect(await screen.findByText('Prednisone', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Choose a pet')).toHaveValue('pet-1');
    expect(screen.getByText('Current Medications (1)')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Luna - cat' })).toBeInTheDocument();
    expect(screen.getAllByRole('option', { name: /Once daily|Twice daily|Monthly/ })).toHaveLength(
      3,
    );
  });

  it('keeps both buttons disabled while the name is blank', async () => {
    const { user } = open();
    const field = await nameField();
    expect(quickButton()).toBeDisabled();
    expect(aiButton()).toBeDisabled();
    await user.type(field, '   ');
    expect(quickButton()).toBeDisabled();
    await user.type(field, 'Carprofen');
    await waitFor(() => expect(quickButton()).toBeEnabled());
    expect(aiButton()).toBeEnabled();
  });

  it("says 'Please select a pet' when no pet is chosen", async () => {
    const { user, api } = open({}, '/interactions');
    await user.type(await nameField(), 'Carprofen');
    await user.click(quickButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a pet');
    expect(api.calls('POST /api/interactions/check')).toHaveLength(0);
  });

  it('shows the yellow No Current Medications note and refuses to check', async () => {
    const { user, api } = open({ 'GET /api/pets/pet-1/medications': medications([]) });
    expect(
      await screen.findByText('No Current Medications', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await user.type(await nameField(), 'Carprofen');
    await user.click(aiButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This pet has no current medications to check against. Add some medications to their profile first.',
    );
    expect(api.calls('POST /api/interactions/ai-analysis')).toHaveLength(0);
  });
});

describe('/interactions: Quick Check', () => {
  it.each([
    ['dangerous', checkResult({ drugInteractions: [interaction()] })],
    ['caution', checkResult({ drugInteractions: [interaction({ riskLevel: 'Medium' })] })],
    ['safe', checkResult()],
  ] as const)('shows the %s verdict banner and toasts', async (verdict, data) => {
    const { user, api } = open({
      'POST /api/interactions/check': ok(data, 'Interaction check completed'),
    });
    await enterMedication(user);
    await user.click(quickButton());
    expect(
      await screen.findByRole('heading', { name: VERDICT_COPY[verdict].title }),
    ).toBeInTheDocument();
    expect(screen.getByText(VERDICT_COPY[verdict].message)).toBeInTheDocument();
    expect(
      screen.getByText(`Interaction check result: ${VERDICT_COPY[verdict].title}.`),
    ).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Interaction check completed')).toBeInTheDocument();
    expect(api.calls('POST /api/interactions/check')[0]!.body).toEqual({
      petId: 'pet-1',
      medications: [
        { name: 'Prednisone', dosage: '10 mg', frequency: 'Once daily' },
        { name: 'Carprofen', dosage: '75 mg', frequency: 'Twice daily' },
      ],
    });
    if (verdict === 'safe')
      expect(screen.getByText('No Interactions Detected')).toBeInTheDocument();
    else expect(screen.getByText('Drug Interactions Found (1)')).toBeInTheDocument();
    expect(
      screen.getByText(/not a substitute for professional veterinary advice/),
    ).toBeInTheDocument();
  });

  it('shows toxic medications, groups findings by kind and lists unrecognised names as not checked', async () => {
    const data = checkResult({
      toxicMedications: [
        {
          medication: 'Xylitol gum',
          reason: 'Drops blood sugar in dogs.',
          recommendation: 'Call poison control.',
          species: ['dog'],
          severity: 'Critical',
          kind: 'species-toxicity',
          source: { publisher: 'ASPCA APCC', title: 'Xylitol' },
        },
      ],
      drugInteractions: [
        interaction(),
        interaction({
          kind: 'condition',
          medication2: 'chronic kidney disease (condition)',
          riskLevel: 'Low',
        }),
      ],
      unrecognized: ['Zorblax'],
    });
    const { user } = open({ 'POST /api/interactions/check': ok(data) });
    await enterMedication(user);
    await user.click(quickButton());
    expect(
      await screen.findByRole('heading', { name: 'Do Not Give Together' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Xylitol gum')).toBeInTheDocument();
    expect(screen.getByText('Drops blood sugar in dogs.')).toBeInTheDocument();
    expect(screen.getByText('Drug Interactions Found (2)')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Conflicts with health conditions' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Zorblax')).toBeInTheDocument();
    expect(screen.getByText(/were not recognised, so they were not checked/)).toBeInTheDocument();
    expect(screen.queryByText('No Interactions Detected')).not.toBeInTheDocument();
  });

  it('says the medication was not recognised, never safe, when the new medication itself was not recognised', async () => {
    const data = checkResult({ unrecognized: ['Zorblax'] });
    const { user } = open({ 'POST /api/interactions/check': ok(data) });
    await enterMedication(user, 'Zorblax');
    await user.click(quickButton());
    expect(
      await screen.findByRole('heading', { name: NOT_CHECKED_COPY.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(NOT_CHECKED_COPY.message)).toBeInTheDocument();
    expect(
      screen.getByText('Interaction check result: Medication Not Recognised.'),
    ).toHaveAttribute('role', 'status');
    expect(
      screen.queryByRole('heading', { name: VERDICT_COPY.safe.title }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('No Interactions Detected')).not.toBeInTheDocument();
    expect(screen.getByText(/were not recognised, so they were not checked/)).toBeInTheDocument();
  });

  it.each([
    [
      'the server message',
      { status: 429, body: { success: false, message: 'Too many requests' } },
      'Too many requests',
    ],
    ['the fallback', { status: 500, body: {} }, 'Error checking interactions'],
    ['the network message', 'network-error' as const, 'Network error - please try again'],
  ])('on failure toasts %s', async (_case, reply, message) => {
    const { user } = open({ 'POST /api/interactions/check': reply as FakeReply });
    await enterMedication(user);
    await user.click(quickButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Interaction check completed')).not.toBeInTheDocument();
    expect(quickButton()).toBeEnabled();
  });
});

describe('/interactions: after a check (issue 13)', () => {
  it('moves focus to the results panel so a result below the fold is seen', async () => {
    const { user } = open({ 'POST /api/interactions/check': ok(checkResult()) });
    await enterMedication(user);
    await user.click(quickButton());
    const panel = await screen.findByRole('region', { name: 'Interaction Check Results' });
    await waitFor(() => expect(panel).toHaveFocus());
  });

  it('scrolls to and focuses the results on every check, a second one on the same page too (issue 24 item 17)', async () => {
    // jsdom does not scroll: record which panel asked to be scrolled to.
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled(this.getAttribute('aria-labelledby'));
    };
    const { user } = open({ 'POST /api/interactions/check': ok(checkResult()) });
    await enterMedication(user);
    await user.click(quickButton());
    const first = await screen.findByRole('region', { name: 'Interaction Check Results' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(scrolled).toHaveBeenCalledTimes(1);
    // The owner goes back up to the form and checks again.
    await user.click(screen.getByLabelText('Dosage'));
    expect(first).not.toHaveFocus();
    await user.click(quickButton());
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Interaction Check Results' })).toHaveFocus(),
    );
    expect(scrolled).toHaveBeenCalledTimes(2);
    expect(scrolled).toHaveBeenLastCalledWith('check-results-heading');
    // @ts-expect-error: back to jsdom's element, which has none
    delete HTMLElement.prototype.scrollIntoView;
  });

  it('does not carry the dosage over to the next medication', async () => {
    const { user } = open({ 'POST /api/interactions/check': ok(checkResult()) });
    await enterMedication(user);
    await user.click(quickButton());
    await screen.findByRole('region', { name: 'Interaction Check Results' });
    const name = await nameField();
    await user.clear(name);
    await user.type(name, 'Gabapentin');
    expect(screen.getByLabelText('Dosage')).toHaveValue('');
  });

  it('keeps the dosage while the first medication is still being typed', async () => {
    const { user } = open();
    await screen.findByText('Prednisone', {}, { timeout: 15_000 });
    await user.type(screen.getByLabelText('Dosage'), '75 mg');
    await user.type(await nameField(), 'Carprofen');
    expect(screen.getByLabelText('Dosage')).toHaveValue('75 mg');
  });
});

describe('/interactions: AI analysis', () => {
  it('disables both buttons and shows AI Analyzing... while running, then the panel', async () => {
    const hold = deferred<{ body: unknown }>();
    const { user, api } = open({ 'POST /api/interactions/ai-analysis': () => hold.promise });
    await enterMedication(user);
    await user.click(aiButton());
    const busy = await screen.findByRole('button', { name: 'AI Analyzing...' });
    expect(busy).toBeDisabled();
    expect(quickButton()).toBeDisabled();
    hold.resolve(ok(aiResult({ riskLevel: 'Critical' })));
    const panel = await screen.findByRole('region', { name: 'AI Analysis Results' });
    expect(await screen.findByText('AI analysis completed')).toBeInTheDocument();
    expect(api.calls('POST /api/interactions/ai-analysis')[0]!.body).toMatchObject({
      petId: 'pet-1',
      query: expect.stringContaining('Max, my dog') as string,
    });
    const view = within(panel);
    expect(view.getByText('Critical')).toBeInTheDocument();
    expect(view.getByText('First paragraph about Max.')).toBeInTheDocument();
    expect(view.getByText('Second paragraph: <5 kg dogs get >2.0 mg.')).toBeInTheDocument();
    expect(view.getByText('Gabapentin (Neurontin) instead of Carprofen')).toBeInTheDocument();
    expect(view.getByText('High risk: Carprofen with Prednisone')).toBeInTheDocument();
    expect(view.getByTestId('ai-engine')).toHaveTextContent('built-in');
    expect(aiButton()).toBeEnabled();
  });

  it('links known sources to their site and others to a scholar search, in a new tab', async () => {
    const { user } = open({
      'POST /api/interactions/ai-analysis': ok(aiResult({ engine: 'openai-compatible:llama3' })),
    });
    await enterMedication(user);
    await user.click(aiButton());
    const plumbs = await screen.findByRole('link', { name: /Plumb's Veterinary Drug Handbook/ });
    expect(plumbs).toHaveAttribute('href', 'https://plumbs.com/');
    expect(plumbs).toHaveAttribute('target', '_blank');
    expect(plumbs.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: /Some Journal/ })).toHaveAttribute(
      'href',
      `https://scholar.google.com/scholar?q=${encodeURIComponent('Some Journal — A 2019 study')}`,
    );
    expect(screen.getByTestId('ai-engine')).toHaveTextContent('openai-compatible:llama3');
    expect(screen.getByText(/the AI model llama3/)).toBeInTheDocument();
  });

  it.each([
    [
      'the server message',
      { status: 404, body: { success: false, message: 'Pet not found' } },
      'Pet not found',
    ],
    [
      'the fallback for an unsuccessful answer',
      { body: { success: false } },
      'Error running AI analysis',
    ],
    ['the fallback for a 500', { status: 500, body: {} }, 'Error running AI analysis'],
    [
      'the unavailable message',
      'network-error' as const,
      'AI service unavailable - please try again later',
    ],
  ])('on failure toasts %s and never the success toast', async (_case, reply, message) => {
    const { user } = open({ 'POST /api/interactions/ai-analysis': reply as FakeReply });
    await enterMedication(user);
    await user.click(aiButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('AI analysis completed')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'AI Analysis Results' })).not.toBeInTheDocument();
  });
});
