import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Envelope, MessageOnly } from '@pawrx/contracts/envelope';
import type {
  AccountExpenseList,
  Expense,
  ExpenseBody,
  ExpenseList,
  LastPrice,
} from '@pawrx/contracts/expenses';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

const petPath = (petId: string) => `/api/pets/${encodeURIComponent(petId)}`;
const expensesPath = (petId: string) => `${petPath(petId)}/expenses`;
const yearRange = (year: number) => `from=${year}-01-01&to=${year}-12-31`;

// Every expense query starts with 'expenses', so a change refreshes the pet's and the account's.
const keys = {
  all: ['expenses'] as const,
  pet: (petId: string, year: number) => ['expenses', 'pet', petId, year] as const,
  account: (year: number) => ['expenses', 'account', year] as const,
  lastPrice: (petId: string, medicationId: string) =>
    ['expenses', 'last-price', petId, medicationId] as const,
};

/** GET /api/pets/:petId/expenses for one calendar year: items newest first and the totals. */
export const usePetExpenses = (petId: string, year: number) =>
  useQuery({
    queryKey: keys.pet(petId, year),
    queryFn: async () =>
      (await api.get<Envelope<ExpenseList>>(`${expensesPath(petId)}?${yearRange(year)}`)).data,
  });

/** GET /api/expenses?year=: the year over every pet whose expenses the account may see. */
export const useAccountExpenses = (year: number) =>
  useQuery({
    queryKey: keys.account(year),
    queryFn: async () =>
      (await api.get<Envelope<AccountExpenseList>>(`/api/expenses?year=${year}`)).data,
  });

/** The last price paid for a medication, to prefill a refill's amount; null when none. */
export const useLastPrice = (petId: string, medicationId: string) =>
  useQuery({
    queryKey: keys.lastPrice(petId, medicationId),
    queryFn: async () =>
      (
        await api.get<Envelope<LastPrice>>(
          `${petPath(petId)}/medications/${encodeURIComponent(medicationId)}/last-expense`,
        )
      ).data,
    enabled: medicationId !== '',
  });

export function useAddExpense(petId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExpenseBody) => api.post<Envelope<Expense>>(expensesPath(petId), body),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeleteExpense(petId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<MessageOnly>(`${expensesPath(petId)}/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Saves a pet's year (or the account's, without a pet) as CSV. */
export const useDownloadExpensesCsv = () =>
  useMutation({
    mutationFn: async ({ petId, year }: { petId?: string; year: number }) => {
      const path = petId
        ? `${expensesPath(petId)}.csv?${yearRange(year)}`
        : `/api/expenses.csv?year=${year}`;
      saveBlob(await api.download(path), `pawrx-expenses-${year}.csv`);
    },
  });
