import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { PetSummary } from '@pawrx/contracts/pets';
import { localDateOf } from '@pawrx/contracts/zoned-time';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateOnly } from '../../../lib/date-only';
import { petDosesQuery } from '../../../lib/queries/dose-queries';
import { PastDoses } from './past-doses';
import { PetToday } from './pet-today';

type TodayPanelProps = {
  pets: readonly Pick<PetSummary, '_id' | 'name' | 'role' | 'ownerTimeZone'>[];
  /** The reader's zone (their account's): times are shown on its clock. */
  timeZone: string;
};

/**
 * The dashboard's "Today": every pet's doses due on its day, by pet. A pet's day is today on its
 * owner's calendar (the API plans doses there); a shared pet whose owner is in another zone may
 * be a day behind or ahead of the reader's, and its times name both clocks.
 */
export function TodayPanel({ pets, timeZone }: TodayPanelProps) {
  const now = new Date();
  const today = localDateOf(now, timeZone);
  const dayOf = (pet: TodayPanelProps['pets'][number]) => localDateOf(now, pet.ownerTimeZone);
  // The same queries each PetToday reads: the panel only needs to know when all are in.
  const all = useQueries({
    queries: pets.map((p) => petDosesQuery(p._id, dayOf(p), dayOf(p))),
  });
  const loading = all.some((q) => q.isPending);
  const none = !loading && all.every((q) => q.isSuccess && q.data.length === 0);
  return (
    <section
      aria-labelledby="today-title"
      aria-busy={loading}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="today-title" className="text-lg font-semibold text-slate-900">
          Today
        </h2>
        <p className="text-sm text-slate-500">{formatDateOnly(today)}</p>
      </div>
      {loading && <Spinner label="Loading today's doses…" className="py-4" />}
      {none && (
        <p className="mt-2 text-sm text-slate-600">
          No doses scheduled today. Add dose times to a medication on the{' '}
          <Link to="/medications" className="font-medium text-brand-700 hover:underline">
            Medications
          </Link>{' '}
          page to see them here.
        </p>
      )}
      <div className="mt-2 space-y-4">
        {pets.map((pet) => (
          <PetToday
            key={pet._id}
            pet={pet}
            today={dayOf(pet)}
            viewerToday={today}
            zones={{ viewerZone: timeZone, ownerZone: pet.ownerTimeZone, petName: pet.name }}
          />
        ))}
      </div>
      <PastDoses pets={pets} now={now} timeZone={timeZone} />
    </section>
  );
}
