import type { PasswordCheck } from '../utils/password-rules';

/** Live requirements list for a new password; recommended items are marked as such. */
export function PasswordChecklist({ checks }: { checks: PasswordCheck[] }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p id="password-requirements" className="text-sm font-medium text-slate-700">
        Password requirements
      </p>
      <ul aria-labelledby="password-requirements" className="mt-2 space-y-1.5 text-sm">
        {checks.map((check) => (
          <li
            key={check.id}
            data-met={check.met}
            className={`flex items-center gap-2 ${check.met ? 'text-emerald-700' : 'text-slate-500'}`}
          >
            <span
              aria-hidden="true"
              className={`inline-flex size-4 shrink-0 items-center justify-center rounded-full text-[10px] font-bold ${
                check.met ? 'bg-emerald-600 text-white' : 'border border-slate-300 bg-white'
              }`}
            >
              {check.met ? '✓' : ''}
            </span>
            <span>
              {check.label}
              {!check.required && <span className="text-slate-500"> (recommended)</span>}
              <span className="sr-only">{check.met ? ': done' : ': not yet'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
