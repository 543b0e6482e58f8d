import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AccountExpenseList } from '@pawrx/contracts/expenses';
import { queryClient } from '../../../app/query-client';
import { fakeApi, type FakeHandler } from '../../../test/fake-api';
import { makeAccountExpense, ok } from '../../../test/factories';
import { meReply, storeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const YEAR = new Date().getFullYear();
const EMPTY_TOTALS = { total: [], byCategory: [], byMonth: [], byPet: [] };

/** The year's list the fake server answers: two pets' expenses in this year, none before. */
const yearList: FakeHandler = (request) => {
  const year = Number(request.query.get('year'));
  if (year !== YEAR) return ok({ year, items: [], totals: EMPTY_TOTALS });
  return ok({
    year,
    items: [
      makeAccountExpense({ id: 'e2', date: `${YEAR}-02-01`, petName: 'Mia', amount: '20.00' }),
      makeAccountExpense({ id: 'e1', date: `${YEAR}-01-15`, petName: 'Rex', amount: '55.00' }),
    ],
    totals: {
      total: [{ currency: 'USD', amount: '75.00' }],
      byCategory: [{ category: 'vet-visit', currency: 'USD', amount: '75.00' }],
      byMonth: [
        { month: `${YEAR}-01`, currency: 'USD', amount: '55.00' },
        { month: `${YEAR}-02`, currency: 'USD', amount: '20.00' },
      ],
      byPet: [
        { petId: 'p1', petName: 'Rex', currency: 'USD', amount: '55.00' },
        { petId: 'p2', petName: 'Mia', currency: 'USD', amount: '20.00' },
      ],
    },
  } satisfies AccountExpenseList);
};

function openPage(routes: Record<string, FakeHandler> = {}) {
  storeToken();
  const api = fakeApi({
    'GET /api/auth/me': meReply(),
    'GET /api/expenses': yearList,
    ...routes,
  });
  return { ...renderApp('/expenses'), api };
}

afterEach(() => queryClient.clear());

describe('Account expenses page', () => {
  it('shows this year over every pet: the total, each pet’s share and the list', async () => {
    openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Expenses' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('expense-total')).toHaveTextContent('$75.00');
    const byPet = screen.getByTestId('expense-by-pet');
    expect(
      within(byPet)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Rex$55.00', 'Mia$20.00']);
    const list = screen.getByRole('list', { name: 'Expenses' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(`Feb 1, ${YEAR} · Mia`);
  });

  it('switches to the year before and says when it has nothing, then back', async () => {
    const { user, api } = openPage();
    await screen.findByTestId('expense-total');
    const years = screen.getByRole('group', { name: 'Year' });
    await user.click(within(years).getByRole('button', { name: String(YEAR - 1) }));
    expect(await screen.findByText(`No expenses recorded in ${YEAR - 1}.`)).toBeInTheDocument();
    expect(within(years).getByText(String(YEAR - 1))).toBeInTheDocument();
    expect(api.calls('GET /api/expenses').map((r) => r.query.get('year'))).toEqual([
      String(YEAR),
      String(YEAR - 1),
    ]);
    await user.click(within(years).getByRole('button', { name: String(YEAR) }));
    expect(await screen.findByTestId('expense-total')).toHaveTextContent('$75.00');
  });

  it('downloads the shown year as CSV', async () => {
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} });
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user, api } = openPage({ 'GET /api/expenses.csv': () => ({ body: 'date,pet' }) });
    await screen.findByTestId('expense-total');
    await user.click(
      within(screen.getByRole('group', { name: 'Year' })).getByRole('button', {
        name: String(YEAR - 1),
      }),
    );
    await screen.findByText(`No expenses recorded in ${YEAR - 1}.`);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(saved).toEqual([`pawrx-expenses-${YEAR - 1}.csv`]));
    expect(api.calls('GET /api/expenses.csv')[0]!.query.get('year')).toBe(String(YEAR - 1));
  });
});
