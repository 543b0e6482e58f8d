import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ADVERSE_EVENT_MESSAGES } from '@pawrx/contracts/reports';
import type { LabList } from '@pawrx/contracts/labs';
import type { TimelineEvent } from '@pawrx/contracts/timeline';
import { WEIGHT_MESSAGES, type WeightCreated } from '@pawrx/contracts/weights';
import { queryClient } from '../../../app/query-client';
import { todayDateOnly } from '../../../lib/date-only';
import { fakeApi, type FakeReply } from '../../../test/fake-api';
import { meReply, storeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeLabPoint, ok } from '../../../test/factories';
import { makeRex as makePet } from '../../../test/rex';

const TODAY = todayDateOnly();
const event = (type: TimelineEvent['type'], date: string, extra: Partial<TimelineEvent> = {}) =>
  ({
    id: `${type}:${date}`,
    type,
    date,
    sourceId: 'm1',
    subject: 'Apoquel',
    title: `Apoquel ${type}`,
    detail: '',
    severity: null,
    weightKg: null,
    ...extra,
  }) satisfies TimelineEvent;
const WEIGHTS = [
  { id: 'w1', date: '2026-01-01', weightKg: 25 },
  { id: 'w2', date: '2026-02-01', weightKg: 24.5, note: 'after the walk' },
];
const TIMELINE = [
  event('medication-started', '2026-01-05', { title: 'Apoquel started', detail: '16 mg' }),
  event('reaction', '2026-01-12', {
    id: 'reaction:r1',
    title: 'Reaction to Apoquel',
    severity: 'moderate',
    detail: 'itching',
  }),
];

function open(routes: Record<string, FakeReply | ((r: never) => FakeReply)> = {}) {
  storeToken();
  const api = fakeApi({
    'GET /api/auth/me': meReply(),
    'GET /api/pets/p1': ok(makePet({ weight: 24.5, weightUnit: 'kg' })),
    'GET /api/pets/p1/medications': ok({ current: [], history: [] }),
    'GET /api/pets/p1/reactions': ok([]),
    'GET /api/pets/p1/weights': ok(WEIGHTS),
    'GET /api/pets/p1/timeline': ok(TIMELINE),
    ...routes,
  });
  return { ...renderApp('/pet/p1'), api };
}

async function openTab(routes: Parameters<typeof open>[0] = {}) {
  const view = open(routes);
  await view.user.click(await screen.findByRole('tab', { name: 'Analytics' }, { timeout: 15_000 }));
  return view;
}

afterEach(() => queryClient.clear());

describe('Analytics tab', () => {
  it('draws the chart with a title and summary, and offers its data as tables', async () => {
    const { user } = await openTab();
    const chart = await screen.findByRole('img', {
      name: /Rex's weight, medications and reactions over time/,
    });
    expect(chart).toHaveAccessibleName(expect.stringContaining('2 weighings, from 25 kg'));
    expect(chart).toHaveAccessibleName(expect.stringContaining('1 medication course; 1 reaction.'));
    await user.click(screen.getByText('Show the chart as tables'));
    const weights = screen.getByRole('table', { name: 'Weights' });
    expect(within(weights).getAllByRole('row')).toHaveLength(3);
    expect(within(weights).getByText('24.5 kg')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Medication courses' })).toHaveTextContent(
      /Apoquel.*now/,
    );
    expect(screen.getByRole('table', { name: 'Reactions' })).toHaveTextContent('Moderate');
    const timeline = screen.getByRole('list', { name: 'Health timeline, newest first' });
    expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent('Reaction to Apoquel');
  });

  it('says so when there is nothing to chart yet', async () => {
    await openTab({
      'GET /api/pets/p1/weights': ok([]),
      'GET /api/pets/p1/timeline': ok([]),
    });
    expect(await screen.findByText(/No weights, medications or reactions yet/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /over time/ })).not.toBeInTheDocument();
    expect(screen.getByText('No weights recorded yet.')).toBeInTheDocument();
  });

  it('offers a retry when the data cannot be loaded', async () => {
    await openTab({ 'GET /api/pets/p1/timeline': { status: 500, body: {} } });
    expect(
      await screen.findByText('Analytics could not be loaded.', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each([
    ['', 'kg', TODAY, WEIGHT_MESSAGES.weightRequired],
    ['0', 'kg', TODAY, WEIGHT_MESSAGES.weightNotPositive],
    ['3400', 'lbs', TODAY, WEIGHT_MESSAGES.weightTooLarge],
    ['12', 'kg', '2999-01-01', WEIGHT_MESSAGES.dateInFuture],
  ])(
    'refuses weight %j %s on %s with the contract’s message',
    async (weight, unit, date, message) => {
      const { user, api } = await openTab();
      const form = await screen.findByRole('form', { name: 'Record a weight' });
      if (weight) await user.type(within(form).getByLabelText('Weight'), weight);
      await user.selectOptions(within(form).getByLabelText('Unit'), unit);
      await user.clear(within(form).getByLabelText('Date'));
      await user.type(within(form).getByLabelText('Date'), date);
      await user.click(within(form).getByRole('button', { name: 'Save weight' }));
      expect(await within(form).findByText(message)).toBeInTheDocument();
      expect(api.calls('POST /api/pets/p1/weights')).toHaveLength(0);
    },
  );

  it('saves a weight and shows the doses it moved and a rapid loss', async () => {
    const answer: WeightCreated = {
      success: true,
      message: WEIGHT_MESSAGES.added,
      data: { id: 'w3', date: TODAY, weightKg: 15 },
      doseChanges: [
        {
          medicationId: 'm9',
          medicationName: 'Rimadyl 100mg',
          mgPerKgBefore: 4,
          mgPerKgNow: 6.67,
          finding: {
            status: 'out-of-range',
            riskLevel: 'Medium',
            description: '6.7 mg/kg/day of carprofen is about 1.5 times the usual maximum.',
            recommendation: 'Check the dose with your vet.',
          },
        },
      ],
      weightTrend: {
        direction: 'loss',
        percent: 38.8,
        fromKg: 24.5,
        toKg: 15,
        fromDate: '2026-02-01',
        toDate: TODAY,
        days: 10,
        message: 'Lost 38.8% of body weight in 10 days (24.5 kg → 15 kg).',
      },
    };
    const { user, api } = await openTab({
      'POST /api/pets/p1/weights': { status: 201, body: answer },
    });
    const form = await screen.findByRole('form', { name: 'Record a weight' });
    await user.type(within(form).getByLabelText('Weight'), '15');
    await user.type(within(form).getByLabelText('Note (optional)'), 'vet scale');
    await user.click(within(form).getByRole('button', { name: 'Save weight' }));

    const changes = await screen.findByRole('list', { name: 'Dose changes' });
    expect(changes).toHaveTextContent(
      'Rimadyl 100mg: dose now above the usual range (Medium risk)',
    );
    expect(changes).toHaveTextContent('4 mg/kg → 6.67 mg/kg per dose');
    expect(changes).toHaveTextContent('Check the dose with your vet.');
    expect(screen.getByText(/Rapid weight loss: 38.8%/)).toBeInTheDocument();
    expect(await screen.findByText(WEIGHT_MESSAGES.added)).toBeInTheDocument();
    expect(api.calls('POST /api/pets/p1/weights')[0]!.body).toEqual({
      date: TODAY,
      weight: 15,
      weightUnit: 'kg',
      note: 'vet scale',
    });
    // The pet (its weight), the weights and the timeline are read again.
    await waitFor(() => expect(api.calls('GET /api/pets/p1/weights').length).toBeGreaterThan(1));
    expect(api.calls('GET /api/pets/p1').length).toBeGreaterThan(1);
  });

  it('deletes a weight only after confirming', async () => {
    const { user, api } = await openTab({
      'DELETE /api/pets/p1/weights/w2': { body: { success: true, message: 'deleted' } },
    });
    const list = await screen.findByRole('list', { name: 'Recorded weights' });
    const [newest] = within(list).getAllByRole('button', { name: /Delete the weight of/ });
    await user.click(newest!);
    const dialog = screen.getByRole('dialog', { name: 'Delete Weight' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE /api/pets/p1/weights/w2')).toHaveLength(0);

    await user.click(newest!);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Weight' })).getByRole('button', {
        name: 'Delete Weight',
      }),
    );
    expect(await screen.findByText(WEIGHT_MESSAGES.deleted)).toBeInTheDocument();
    expect(api.calls('DELETE /api/pets/p1/weights/w2')).toHaveLength(1);
  });
});

describe('Report to regulator (PDF)', () => {
  it('downloads the reaction’s adverse-event report from the Reactions tab', async () => {
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => {} });
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const reaction = {
      _id: 'r1',
      petId: 'p1',
      medication: 'Apoquel',
      date: '2026-01-12',
      severity: 'moderate',
      symptoms: ['itching'],
      symptomsInput: 'itching',
      duration: '',
      treatment: '',
      outcome: 'recovered',
      notes: '',
      createdAt: '',
      updatedAt: '',
    };
    const { user, api } = open({
      'GET /api/pets/p1/reactions': ok([reaction]),
      'GET /api/reports/pet/p1/reactions/r1/adverse-event': { body: { pdf: true } },
    });
    await user.click(
      await screen.findByRole('tab', { name: 'Reactions (1)' }, { timeout: 15_000 }),
    );
    await user.click(screen.getByRole('button', { name: 'Report to regulator (PDF)' }));
    expect(await screen.findByText(ADVERSE_EVENT_MESSAGES.downloaded)).toBeInTheDocument();
    expect(api.calls('GET /api/reports/pet/p1/reactions/r1/adverse-event')).toHaveLength(1);
    expect(clicked).toEqual(['Rex_Adverse_Event_2026-01-12.pdf']);
  });
});

describe('Lab results on the Analytics tab', () => {
  const LABS: LabList = {
    panels: [],
    series: [
      {
        key: 'creatinine',
        label: 'Creatinine',
        points: [
          makeLabPoint({ panelId: 'a', date: '2026-01-10', value: 1.4 }),
          makeLabPoint({ panelId: 'b', date: '2026-02-10', value: 2.9, flag: 'high' }),
        ],
      },
      {
        key: 'alt',
        label: 'ALT',
        points: [
          makeLabPoint({
            test: 'ALT',
            testId: 'alt',
            unit: 'U/L',
            value: 50,
            low: 10,
            high: 100,
            rangeLow: 10,
            rangeHigh: 100,
          }),
        ],
      },
    ],
    sources: [],
  };

  it('charts the first test beside the weight, its high value flagged, and another test on choice', async () => {
    const { user } = await openTab({ 'GET /api/pets/p1/labs': ok(LABS) });
    expect(
      await screen.findByRole('heading', { name: 'Lab results over time' }),
    ).toBeInTheDocument();
    const chart = screen.getByTestId('lab-chart');
    expect(chart).toHaveAccessibleName(
      'Creatinine over time: 1.4 mg/dL on Jan 10, 2026 (normal), 2.9 mg/dL on Feb 10, 2026 (high)',
    );
    expect(chart.querySelectorAll('circle.fill-red-600')).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Lab test'), 'ALT (U/L)');
    expect(screen.getByTestId('lab-chart')).toHaveAccessibleName(/^ALT over time: 50 U\/L/);
    expect(screen.getByTestId('lab-chart').querySelectorAll('circle.fill-red-600')).toHaveLength(0);
  });

  it('leaves the lab section out when the pet has no lab results', async () => {
    await openTab({ 'GET /api/pets/p1/labs': ok({ panels: [], series: [], sources: [] }) });
    await screen.findByRole('img', { name: /weight, medications and reactions over time/ });
    expect(
      screen.queryByRole('heading', { name: 'Lab results over time' }),
    ).not.toBeInTheDocument();
  });
});
