import { useState } from 'react';
import { PROFILE_FALLBACK_WEIGHT_UNIT } from '@pawrx/contracts/constants';
import type { WeightUnit } from '@pawrx/contracts/enums';
import { can } from '@pawrx/contracts/pet-access';
import type { Pet } from '@pawrx/contracts/pets';
import { medicationPeriods } from '@pawrx/contracts/timeline';
import { weightTrend } from '@pawrx/contracts/weight-trend';
import type { WeightCreated } from '@pawrx/contracts/weights';
import { Spinner } from '../../../components/ui/spinner';
import { todayDateOnly } from '../../../lib/date-only';
import { useTimeline } from '../api/get-timeline';
import { useWeights } from '../api/get-weights';
import { chartSummary } from '../utils/chart-summary';
import { ChartLegend } from './chart-legend';
import { ChartTables } from './chart-tables';
import { LabTrends } from './lab-trends';
import { SaveResult } from './save-result';
import { TimelineList } from './timeline-list';
import { WeightChart } from './weight-chart';
import { WeightForm } from './weight-form';
import { WeightHistory } from './weight-history';
import { WeightTrendNotice } from './weight-trend-notice';

const card = 'space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5';

/**
 * The profile's Analytics tab (issue 15): the weight chart with the medication courses under it
 * and reactions marked across, its data as tables, the weight form and list, and the timeline.
 * Loaded only when the tab is opened (a chunk of its own).
 */
export function AnalyticsTab({ pet }: { pet: Pet }) {
  const weights = useWeights(pet._id);
  const timeline = useTimeline(pet._id);
  const [answer, setAnswer] = useState<WeightCreated | null>(null);
  const unit: WeightUnit = pet.weightUnit ?? PROFILE_FALLBACK_WEIGHT_UNIT;
  // Weighings are part of the profile: only those who may edit it (owner, co-owner) add or delete.
  const canWeigh = can(pet.role, 'edit-pet');

  if (weights.isPending || timeline.isPending)
    return <Spinner label="Loading analytics…" className="py-10" />;
  if (weights.isError || timeline.isError)
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-6 text-center">
        <p className="text-slate-600">Analytics could not be loaded.</p>
        <button
          type="button"
          onClick={() => void Promise.all([weights.refetch(), timeline.refetch()])}
          className="mt-2 text-sm font-medium text-brand-700 hover:underline"
        >
          Try again
        </button>
      </div>
    );

  const events = timeline.data;
  const periods = medicationPeriods(events);
  const reactions = events
    .filter((e) => e.type === 'reaction')
    .map((e) => ({ id: e.id, date: e.date, title: e.title, severity: e.severity }));
  const trend = weightTrend(weights.data);
  const data = { weights: weights.data, periods, reactions, unit, today: todayDateOnly() };
  const empty = weights.data.length === 0 && periods.length === 0 && reactions.length === 0;

  return (
    <div className="space-y-6">
      {!answer && trend && <WeightTrendNotice trend={trend} />}
      <section aria-labelledby="analytics-chart" className={card}>
        <h2 id="analytics-chart" className="text-lg font-semibold text-slate-900">
          Weight, medications and reactions
        </h2>
        {empty ? (
          <p className="text-slate-500">
            No weights, medications or reactions yet. Record a weight below to start the chart.
          </p>
        ) : (
          <>
            <WeightChart petName={pet.name} summary={chartSummary(data)} {...data} />
            <ChartLegend />
            <ChartTables {...data} />
          </>
        )}
      </section>
      <LabTrends petId={pet._id} today={data.today} />
      <section aria-labelledby="analytics-weights" className={card}>
        <h2 id="analytics-weights" className="text-lg font-semibold text-slate-900">
          Weight history
        </h2>
        {canWeigh && <WeightForm petId={pet._id} unit={unit} onSaved={setAnswer} />}
        {answer && <SaveResult answer={answer} onDismiss={() => setAnswer(null)} />}
        <WeightHistory petId={pet._id} weights={weights.data} unit={unit} canDelete={canWeigh} />
      </section>
      <section aria-labelledby="analytics-timeline" className={card}>
        <h2 id="analytics-timeline" className="text-lg font-semibold text-slate-900">
          Health timeline
        </h2>
        <TimelineList events={events} />
      </section>
    </div>
  );
}
