import { VERDICT_COPY, type Verdict } from '@pawrx/contracts/interactions';

// Stroke paths on a 24×24 grid: a cross in a circle, a warning triangle, a tick, a question mark.
const STYLES: Record<Verdict, { box: string; path: string }> = {
  dangerous: {
    box: 'border-red-300 bg-red-50 text-red-900',
    path: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM9 9l6 6m0-6-6 6',
  },
  caution: {
    box: 'border-amber-300 bg-amber-50 text-amber-900',
    path: 'M12 9v4m0 4h.01M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  },
  safe: {
    box: 'border-green-300 bg-green-50 text-green-900',
    path: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-4-9 3 3 5-6',
  },
  unknown: {
    box: 'border-slate-300 bg-slate-50 text-slate-800',
    path: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-2.5-11.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6m0 3h.01',
  },
};

/**
 * The §4 overall risk banner: title and message from the contracts' verdict copy, or the copy
 * given (a new medication that was not recognised shows the unknown style with its own words).
 */
export function VerdictBanner({
  verdict,
  copy = VERDICT_COPY[verdict],
}: {
  verdict: Verdict;
  copy?: { title: string; message: string };
}) {
  const style = STYLES[verdict];
  return (
    <div data-verdict={verdict} className={`flex gap-3 rounded-xl border-2 p-4 ${style.box}`}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-7 shrink-0"
      >
        <path d={style.path} />
      </svg>
      <div>
        <h3 className="text-lg font-bold">{copy.title}</h3>
        <p className="mt-1 text-sm">{copy.message}</p>
      </div>
    </div>
  );
}
