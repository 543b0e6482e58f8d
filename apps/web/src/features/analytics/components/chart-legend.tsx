/** What the chart's marks mean. */
export function ChartLegend() {
  return (
    <ul aria-label="Chart legend" className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-600">
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="h-0.5 w-5 bg-brand-600" />
        Weight
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="h-3 w-5 rounded bg-brand-600" />
        Medication given
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="h-3 w-5 rounded bg-brand-200" />
        Paused
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="text-orange-500">
          ▼
        </span>
        Reaction (colour by severity)
      </li>
    </ul>
  );
}
