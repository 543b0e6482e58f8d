import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPENSE_MESSAGES, type ExpenseList } from '@pawrx/contracts/expenses';
import { queryClient } from '../../../app/query-client';
import { fakeApi, type FakeHandler, type FakeReply } from '../../../test/fake-api';
import { makeExpense, ok } from '../../../test/factories';
import { meReply, storeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeRex } from '../../../test/rex';

const YEAR = new Date().getFullYear();
const LIST: ExpenseList = {
  items: [
    makeExpense({
      id: 'e2',
      date: `${YEAR}-02-10`,
      amount: '30.00',
      currency: 'EUR',
      note: 'Recheck',
    }),
    makeExpense({
      id: 'e1',
      date: `${YEAR}-01-05`,
      amount: '48.75',
      category: 'medication',
      medicationId: 'm1',
      medicationName: 'Apoquel',
    }),
  ],
  totals: {
    total: [
      { currency: 'EUR', amount: '30.00' },
      { currency: 'USD', amount: '48.75' },
    ],
    byCategory: [
      { category: 'medication', currency: 'USD', amount: '48.75' },
      { category: 'vet-visit', currency: 'EUR', amount: '30.00' },
    ],
    byMonth: [
      { month: `${YEAR}-01`, currency: 'USD', amount: '48.75' },
      { month: `${YEAR}-02`, currency: 'EUR', amount: '30.00' },
    ],
  },
};

async function openTab(routes: Record<string, FakeReply | FakeHandler> = {}) {
  storeToken();
  const api = fakeApi({
    'GET /api/auth/me': meReply(),
    'GET /api/pets/p1': ok(makeRex()),
    'GET /api/pets/p1/medications': ok({ current: [], history: [] }),
    'GET /api/pets/p1/reactions': ok([]),
    'GET /api/pets/p1/expenses': ok(LIST),
    ...routes,
  });
  const view = renderApp('/pet/p1');
  await view.user.click(await screen.findByRole('tab', { name: 'Expenses' }, { timeout: 15_000 }));
  return { ...view, api };
}

afterEach(() => queryClient.clear());

describe('Expenses tab', () => {
  it('lists the year’s expenses, newest first, with their days, medication and note', async () => {
    const { api } = await openTab();
    const list = await screen.findByRole('list', { name: 'Expenses' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(new RegExp(`€30\\.00 · Vet visit.*Feb 10, ${YEAR} · Recheck`)),
      expect.stringMatching(new RegExp(`\\$48\\.75 · Medication · Apoquel.*Jan 5, ${YEAR}`)),
    ]);
    const [request] = api.calls('GET /api/pets/p1/expenses');
    expect(request!.query.get('from')).toBe(`${YEAR}-01-01`);
    expect(request!.query.get('to')).toBe(`${YEAR}-12-31`);
  });

  it('totals each currency on its own, never added together', async () => {
    await openTab();
    const totals = await screen.findByRole('region', { name: `Rex's expenses in ${YEAR}` });
    expect(within(totals).getByTestId('expense-total')).toHaveTextContent('€30.00$48.75');
    const byCategory = within(totals).getByTestId('expense-by-category');
    expect(within(byCategory).getByText('Medication').parentElement).toHaveTextContent('$48.75');
    expect(within(byCategory).getByText('Vet visit').parentElement).toHaveTextContent('€30.00');
    const byMonth = within(totals).getByTestId('expense-by-month');
    expect(within(byMonth).getByText('February').parentElement).toHaveTextContent('€30.00');
  });

  it('says what to do when the year has no expenses', async () => {
    await openTab({
      'GET /api/pets/p1/expenses': ok({
        items: [],
        totals: { total: [], byCategory: [], byMonth: [] },
      } satisfies ExpenseList),
    });
    expect(await screen.findByText(new RegExp(`No expenses in ${YEAR}\\.`))).toBeInTheDocument();
  });

  it('shows a field’s error under it and sends nothing, then records the corrected expense', async () => {
    const { user, api } = await openTab({
      'POST /api/pets/p1/expenses': (r) => ok(makeExpense({ ...(r.body as object), id: 'e3' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Add expense' }));
    const form = screen.getByRole('form', { name: 'Add an expense' });
    await user.type(within(form).getByLabelText('Amount'), '12.345');
    await user.click(within(form).getByRole('button', { name: 'Save expense' }));
    expect(
      await within(form).findByText(EXPENSE_MESSAGES.amountDecimals(2, 'EUR')),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Amount')).toHaveAccessibleDescription(
      expect.stringContaining(EXPENSE_MESSAGES.amountDecimals(2, 'EUR')),
    );
    expect(api.calls('POST /api/pets/p1/expenses')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Amount'));
    await user.type(within(form).getByLabelText('Amount'), '12,50');
    await user.click(within(form).getByRole('button', { name: 'Save expense' }));
    expect(await screen.findByText(EXPENSE_MESSAGES.added)).toBeInTheDocument();
    expect(api.calls('POST /api/pets/p1/expenses')[0]!.body).toMatchObject({
      amount: '12.50',
      currency: 'EUR',
      category: 'medication',
    });
    expect(screen.queryByRole('form', { name: 'Add an expense' })).not.toBeInTheDocument();
  });
});
