import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { useLabSeries } from '../api/get-labs';
import { LabChart } from './lab-chart';

/** Lab series beside the weight (issue 30): pick a test, see its values against its range. */
export function LabTrends({ petId, today }: { petId: string; today: string }) {
  const labs = useLabSeries(petId);
  const [chosen, setChosen] = useState('');
  // Loading and failure are the Labs tab's to show; the chart simply waits or stays away.
  const series = labs.data?.series ?? [];
  if (series.length === 0) return null;
  const current = series.find((s) => s.key === chosen) ?? series[0]!;
  return (
    <section
      aria-labelledby="analytics-labs"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="analytics-labs" className="text-lg font-semibold text-slate-900">
        Lab results over time
      </h2>
      <SelectField
        label="Lab test"
        data-testid="lab-test-select"
        className="max-w-xs"
        options={series.map((s) => ({
          value: s.key,
          label: `${s.label} (${s.points.at(-1)?.unit ?? ''})`,
        }))}
        value={current.key}
        onChange={(e) => setChosen(e.target.value)}
      />
      <LabChart series={current} today={today} />
    </section>
  );
}
