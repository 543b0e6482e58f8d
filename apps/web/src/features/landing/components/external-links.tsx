import { CREATOR } from '../../../lib/creator';

/** The creator's professional profiles, opened in a new tab. */
export function ExternalLinks({
  className = '',
  tone = 'light',
}: {
  className?: string;
  tone?: 'light' | 'dark';
}) {
  const style =
    tone === 'light'
      ? 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
      : 'border-slate-700 text-slate-300 hover:bg-slate-800 hover:text-white';
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      {CREATOR.links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex items-center rounded-lg border px-3 py-1.5 text-sm font-medium ${style}`}
          >
            {link.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
