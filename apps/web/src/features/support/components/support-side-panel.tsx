import type { ReactNode } from 'react';
import { SUPPORT_RESPONSE_TIME } from '@pawrx/contracts/constants';

const TIPS = [
  'Name the pet and the medication the question is about.',
  'For a problem, list the steps that lead to it and what you expected instead.',
  'Say which device and browser you use.',
  'One topic per message gets the quickest answer.',
];

function PanelCard({
  title,
  icon,
  children,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <span className="flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-3 text-sm text-slate-600">{children}</div>
    </section>
  );
}

const iconProps = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  className: 'size-5',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Spec §2: straight to the inbox, the response time, the urgent hint and quick tips. */
export function SupportSidePanel() {
  return (
    <aside aria-label="How support works" className="space-y-4">
      <PanelCard
        title="Straight to our inbox"
        icon={
          <svg {...iconProps}>
            <path d="M3 6h18v12H3z" />
            <path d="M3 6l9 7 9-7" />
          </svg>
        }
      >
        <p>Your message goes directly to the PawRx support inbox and is read by a person.</p>
      </PanelCard>
      <PanelCard
        title="Response time"
        icon={
          <svg {...iconProps}>
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </svg>
        }
      >
        <p>
          We reply <strong className="font-semibold text-slate-800">{SUPPORT_RESPONSE_TIME}</strong>
          .
        </p>
      </PanelCard>
      <PanelCard
        title="Something urgent?"
        icon={
          <svg {...iconProps}>
            <path d="M12 3l9 16H3z" />
            <path d="M12 10v4M12 17h.01" />
          </svg>
        }
      >
        <p>
          Tick <strong className="font-semibold text-slate-800">Mark as urgent</strong> and your
          request is looked at first.
        </p>
      </PanelCard>
      <PanelCard
        title="Quick tips"
        icon={
          <svg {...iconProps}>
            <path d="M9 18h6M10 21h4" />
            <path d="M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z" />
          </svg>
        }
      >
        <ul className="list-disc space-y-1.5 pl-5">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </PanelCard>
    </aside>
  );
}
